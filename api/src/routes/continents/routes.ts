import type { Continent } from '@lux/shared/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { CONTENT_CACHE_CONTROL } from '../../plugins/http-cache';
import { addDetailRoute } from '../detail-route';
import { findContinentDetail, listContinents } from './repository';

/** `/continents/` (the destinations menu) and `/continent-detail/{slugOrId}/`, under the API prefix. */
export const continentRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get('/continents', { config: { cacheControl: CONTENT_CACHE_CONTROL } }, (): Promise<Continent[]> =>
    listContinents(db),
  );

  addDetailRoute(app, '/continent-detail', 'Continent', (key) => findContinentDetail(db, key));
};
