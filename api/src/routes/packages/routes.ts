import type { FeaturedPackage, PackageDetail, PackageSearchItem } from '@lux/shared/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { notFound } from '../../http-errors';
import { CONTENT_CACHE_CONTROL } from '../../plugins/http-cache';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import { slugOrIdParams, toSlugOrId } from '../slug-or-id';
import { findPackageDetail, listFeaturedPackages, searchPackages } from './repository';

const searchQuery = z.object({
  q: z.string().max(100, 'must be at most 100 characters').optional(),
});

const packageParams = slugOrIdParams('package');

/** `/packages/` (search), `/featured-packages/` and `/package-detail/{slugOrId}/`, under the API prefix. */
export const packageRoutes: FastifyPluginAsync<
  { db: Kysely<Database> },
  RawServerDefault,
  ZodTypeProvider
> = async (app, { db }) => {
  app.get(
    '/packages',
    { schema: { querystring: searchQuery }, config: { cacheControl: CONTENT_CACHE_CONTROL } },
    (request): Promise<PackageSearchItem[]> => searchPackages(db, request.query.q),
  );

  app.get(
    '/featured-packages',
    { config: { cacheControl: CONTENT_CACHE_CONTROL } },
    (): Promise<FeaturedPackage[]> => listFeaturedPackages(db),
  );

  app.get(
    '/package-detail/:slug',
    { schema: { params: packageParams }, config: { cacheControl: CONTENT_CACHE_CONTROL } },
    async (request): Promise<PackageDetail> => {
      const found = await findPackageDetail(db, toSlugOrId(request.params.slug));
      if (!found) throw notFound(`Package "${request.params.slug}" not found`);
      return found;
    },
  );
};
