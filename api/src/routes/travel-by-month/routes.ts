import { monthPageSchema } from '@lux/shared/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { addDetailRoute } from '../content-route';
import { findMonthPage } from './repository';

/** `/travel-by-month/{monthName}/`, by name in any case or by number, under `/travel-by-month`. */
export const travelByMonthRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  addDetailRoute(
    app,
    {
      path: '',
      what: 'Month',
      tag: 'Destinations',
      summary: 'A month of the travel-by-month guide, by name in any case or by number',
      response: monthPageSchema,
    },
    (key) => findMonthPage(db, key),
  );
};
