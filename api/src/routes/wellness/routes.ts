import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { addDetailRoute } from '../detail-route';
import { findWellnessCountry, findWellnessHotel } from './repository';

/** `/countries/{slugOrId}/` and `/hotels/{slugOrId}/`, under `/wellness`. */
export const wellnessRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  addDetailRoute(app, '/countries', 'Wellness country', (key) => findWellnessCountry(db, key));
  addDetailRoute(app, '/hotels', 'Hotel', (key) => findWellnessHotel(db, key));
};
