import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';

/** Lets a route's zod schemas type its `request.params`, `query` and `body`. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/**
 * Validates (and transforms) request parts with the route's zod schema. The first issue becomes the
 * 400 message, e.g. `params/slug: must be ...`; Fastify marks the error as a validation error.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    const [issue] = result.error.issues;
    const where = [httpPart, ...(issue?.path ?? [])].join('/');
    return { error: new Error(`${where}: ${issue?.message ?? 'is invalid'}`) };
  };
