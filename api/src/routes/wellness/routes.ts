import { wellnessCountrySchema, wellnessHotelSchema } from '@lux/shared/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { addDetailRoute } from '../content-route';
import { findWellnessCountry, findWellnessHotel } from './repository';

/** `/countries/{slugOrId}/` and `/hotels/{slugOrId}/`, under `/wellness`. */
export const wellnessRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  addDetailRoute(
    app,
    {
      path: '/countries',
      what: 'Wellness country',
      tag: 'Experiences',
      summary: 'A wellness country and its retreats',
      response: wellnessCountrySchema,
    },
    (key) => findWellnessCountry(db, key),
  );
  addDetailRoute(
    app,
    {
      path: '/hotels',
      what: 'Hotel',
      tag: 'Experiences',
      summary: 'A wellness retreat and its therapies',
      response: wellnessHotelSchema,
    },
    (key) => findWellnessHotel(db, key),
  );
};
