import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { addDetailRoute } from '../detail-route';
import { findCountryDetail, findSpecialCountryPage } from './repository';

/** `/country-detail/{slugOrId}/` and `/special-country-page/{slugOrId}/`, under the API prefix. */
export const countryRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  addDetailRoute(app, '/country-detail', 'Country', (key) => findCountryDetail(db, key));
  addDetailRoute(app, '/special-country-page', 'Special country page', (key) =>
    findSpecialCountryPage(db, key),
  );
};
