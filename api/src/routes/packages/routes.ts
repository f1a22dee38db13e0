import type { FeaturedPackage, PackageSearchItem } from '@lux/shared/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { CONTENT_CACHE_CONTROL } from '../../plugins/http-cache';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import { addDetailRoute } from '../detail-route';
import { findPackageDetail, listFeaturedPackages, searchPackages } from './repository';

const searchQuery = z.object({
  q: z.string().max(100, 'must be at most 100 characters').optional(),
});

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

  addDetailRoute(app, '/package-detail', 'Package', (key) => findPackageDetail(db, key));
};
