import type { Continent, ContinentDetail } from '@lux/shared/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { notFound } from '../../http-errors';
import { CONTENT_CACHE_CONTROL } from '../../plugins/http-cache';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import { slugOrIdParams, toSlugOrId } from '../slug-or-id';
import { findContinentDetail, listContinents } from './repository';

const continentParams = slugOrIdParams('continent');

/** `/continents/` (the destinations menu) and `/continent-detail/{slugOrId}/`, under the API prefix. */
export const continentRoutes: FastifyPluginAsync<
  { db: Kysely<Database> },
  RawServerDefault,
  ZodTypeProvider
> = async (app, { db }) => {
  app.get('/continents', { config: { cacheControl: CONTENT_CACHE_CONTROL } }, (): Promise<Continent[]> =>
    listContinents(db),
  );

  app.get(
    '/continent-detail/:slug',
    { schema: { params: continentParams }, config: { cacheControl: CONTENT_CACHE_CONTROL } },
    async (request): Promise<ContinentDetail> => {
      const found = await findContinentDetail(db, toSlugOrId(request.params.slug));
      if (!found) throw notFound(`Continent "${request.params.slug}" not found`);
      return found;
    },
  );
};
