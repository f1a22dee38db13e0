import { apiErrorBodySchema } from '@lux/shared/contract';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import { notFound } from '../http-errors';
import { CONTENT_CACHE_CONTROL } from '../plugins/http-cache';
import type { ApiTag } from '../plugins/api-contract';
import { toSlugOrId, type SlugOrId } from './slug-or-id';

/** A content route as the OpenAPI document shows it: under a tag, with a one-line summary. */
export interface ContentRoute<Response extends z.ZodType> {
  path: string;
  tag: ApiTag;
  summary: string;
  /** Declared on the route: what it sends is serialized through it, so nothing else can go out. */
  response: Response;
}

/** `GET <path>`: what `load` returns, as cacheable content. */
export function addContentRoute<Response extends z.ZodType>(
  app: FastifyInstance,
  { path, tag, summary, response }: ContentRoute<Response>,
  load: () => Promise<z.output<Response>>,
): void {
  // Typed by this function's signature: Fastify cannot resolve a reply type from a generic schema.
  const schema: FastifySchema = { tags: [tag], summary, response: { 200: response } };
  app.get(
    path,
    {
      schema,
      config: { cacheControl: CONTENT_CACHE_CONTROL },
    },
    load,
  );
}

const detailParams = z.object({
  slug: z.string().describe("The page's slug, or its numeric id."),
});

/**
 * `GET <path>/:slug`, a detail page: what `find` returns for the slug or id the address names, as
 * cacheable content, or a 404 naming `what` ("Country") for any address that names nothing,
 * however it is spelled.
 */
export function addDetailRoute<Response extends z.ZodType>(
  app: FastifyInstance,
  { path, tag, summary, response, what }: ContentRoute<Response> & { what: string },
  find: (key: SlugOrId) => Promise<z.output<Response> | undefined>,
): void {
  app.get<{ Params: z.output<typeof detailParams> }>(
    `${path}/:slug`,
    {
      schema: {
        tags: [tag],
        summary,
        params: detailParams,
        response: { 200: response, 404: apiErrorBodySchema.describe(`No such ${what.toLowerCase()}.`) },
      },
      config: { cacheControl: CONTENT_CACHE_CONTROL },
    },
    async (request) => {
      const { slug } = request.params;
      const key = toSlugOrId(slug);
      const found = key && (await find(key));
      if (!found) throw notFound(`${what} "${slug}" not found`);
      return found;
    },
  );
}
