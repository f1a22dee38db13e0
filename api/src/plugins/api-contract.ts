import { company } from '@lux/shared/company';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import {
  createJsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
} from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { z } from 'zod';

/** The document's sections, one per area of the site. */
export const apiTags = {
  Destinations: 'Continents, countries, packages, travel by month and inspiration.',
  Experiences: 'Experiences, wellness retreats and MICE (business events).',
  Home: "The home page's own content.",
  Journal: 'Journal posts.',
  Site: 'Page SEO, the sitemap and what changes with the content.',
  Enquiries: 'Trip enquiries and the choices of their forms.',
  Operations: 'Health, readiness and browser reports.',
} as const;
export type ApiTag = keyof typeof apiTags;

/**
 * Validates (and transforms) request parts with the route's zod schema. The first issue becomes the
 * 400 message, e.g. `params/slug: must be ...`; Fastify marks the error as a validation error.
 * (fastify-type-provider-zod's own validator answers with every issue, in zod's words.)
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

const REF = /"#\/components\/schemas\/([^"]+)"/g;

/**
 * The document's components with only the schemas its paths use: each schema is made in a request
 * (`…Input`) and a response form, and most are only ever sent.
 */
const transformObject: typeof jsonSchemaTransformObject = (document) => {
  // An OpenAPI 3.1 document: the one addApiContract asks for.
  const openapi = jsonSchemaTransformObject(document) as Partial<OpenAPIV3_1.Document>;
  const schemas = openapi.components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (json: string) => {
    for (const [, name = ''] of json.matchAll(REF)) {
      if (used.has(name)) continue;
      used.add(name);
      visit(JSON.stringify(schemas[name]));
    }
  };
  visit(JSON.stringify(openapi.paths));
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...openapi, components: { ...openapi.components, schemas: kept } };
};

/**
 * For a route whose handler checks its request against the declared schemas itself, to answer in its
 * own words (every field of an enquiry at once; a report that is not one): the schemas still make
 * the route's document.
 */
export const checkedInHandler: FastifySchemaCompiler<unknown> = () => (value) => ({ value });

/**
 * One contract: each route declares its params, query, body and responses with the zod schemas of
 * `@lux/shared/contract`; requests are validated with them, responses serialized through them (a field
 * not in the schema never goes out; a missing one is a 500, caught by the tests), and the same
 * schemas make the OpenAPI document at `<prefix>/openapi.json` and its reference page at `<prefix>/docs`.
 * Call before any route is registered: the document is built from the routes as they are added.
 */
export async function addApiContract(app: FastifyInstance, prefix: string): Promise<void> {
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${company.name} API`,
        description:
          "The site's content and trip enquiries. Content answers carry an ETag and Cache-Control; detail pages take a slug or a numeric id.",
        version: '1.0.0',
      },
      tags: Object.entries(apiTags).map(([name, description]) => ({ name, description })),
    },
    transform: createJsonSchemaTransform({ skipList: [] }),
    transformObject,
  });
  await app.register(swaggerUi, { routePrefix: `${prefix}/docs` });
  app.get(`${prefix}/openapi.json`, { schema: { hide: true } }, () => app.swagger());
}
