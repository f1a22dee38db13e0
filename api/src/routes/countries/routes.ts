import { countryDetailSchema, specialCountrySchema } from '@lux/shared/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { addDetailRoute } from '../content-route';
import { findCountryDetail, findSpecialCountryPage } from './repository';

/** `/country-detail/{slugOrId}/` and `/special-country-page/{slugOrId}/`, under the API prefix. */
export const countryRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  addDetailRoute(
    app,
    {
      path: '/country-detail',
      what: 'Country',
      tag: 'Destinations',
      summary: 'A country page',
      response: countryDetailSchema,
    },
    (key) => findCountryDetail(db, key),
  );
  addDetailRoute(
    app,
    {
      path: '/special-country-page',
      what: 'Special country page',
      tag: 'Destinations',
      summary: 'An island-style country page',
      response: specialCountrySchema,
    },
    (key) => findSpecialCountryPage(db, key),
  );
};
