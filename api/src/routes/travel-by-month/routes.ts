import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { addDetailRoute } from '../detail-route';
import { findMonthPage } from './repository';

/** `/travel-by-month/{monthName}/`, by name in any case or by number, under `/travel-by-month`. */
export const travelByMonthRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  addDetailRoute(app, '', 'Month', (key) => findMonthPage(db, key));
};
