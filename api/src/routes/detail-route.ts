import type { FastifyInstance } from 'fastify';
import { notFound } from '../http-errors';
import { CONTENT_CACHE_CONTROL } from '../plugins/http-cache';
import { toSlugOrId, type SlugOrId } from './slug-or-id';

/**
 * `GET <path>/:slug`, a detail page: what `find` returns for the slug or id the address names, as
 * cacheable content, or a 404 naming `what` ("Country") for any address that names nothing,
 * however it is spelled.
 */
export function addDetailRoute<Page>(
  app: FastifyInstance,
  path: string,
  what: string,
  find: (key: SlugOrId) => Promise<Page | undefined>,
): void {
  app.get<{ Params: { slug: string } }>(
    `${path}/:slug`,
    { config: { cacheControl: CONTENT_CACHE_CONTROL } },
    async (request): Promise<Page> => {
      const { slug } = request.params;
      const key = toSlugOrId(slug);
      const found = key && (await find(key));
      if (!found) throw notFound(`${what} "${slug}" not found`);
      return found;
    },
  );
}
