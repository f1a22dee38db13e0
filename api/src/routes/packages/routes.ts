import { featuredPackageSchema, packageDetailSchema, packageSearchItemSchema } from '@lux/shared/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { CONTENT_CACHE_CONTROL } from '../../plugins/http-cache';
import { addContentRoute, addDetailRoute } from '../content-route';
import { findPackageDetail, listFeaturedPackages, searchPackages } from './repository';

const searchQuery = z.object({
  q: z
    .string()
    .max(100, 'must be at most 100 characters')
    .optional()
    .describe(
      'Packages whose names match first, then those found by place, country, continent or kind of trip (any case, accents ignored, small typos forgiven).',
    ),
});

/** `/packages/` (search), `/featured-packages/` and `/package-detail/{slugOrId}/`, under the API prefix. */
export const packageRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/packages',
    {
      schema: {
        tags: ['Destinations'],
        summary: 'Every package, or those a search finds',
        querystring: searchQuery,
        response: { 200: z.array(packageSearchItemSchema) },
      },
      config: { cacheControl: CONTENT_CACHE_CONTROL },
    },
    (request) => searchPackages(db, request.query.q),
  );

  addContentRoute(
    app,
    {
      path: '/featured-packages',
      tag: 'Home',
      summary: 'The trips of the home page carousel',
      response: z.array(featuredPackageSchema),
    },
    () => listFeaturedPackages(db),
  );

  addDetailRoute(
    app,
    {
      path: '/package-detail',
      what: 'Package',
      tag: 'Destinations',
      summary: 'A package page: gallery, itinerary and similar trips',
      response: packageDetailSchema,
    },
    (key) => findPackageDetail(db, key),
  );
};
