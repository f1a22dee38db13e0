import { continentDetailSchema, continentSchema } from '@lux/shared/contract';
import { z } from 'zod';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { addContentRoute, addDetailRoute } from '../content-route';
import { findContinentDetail, listContinents } from './repository';

/** `/continents/` (the destinations menu) and `/continent-detail/{slugOrId}/`, under the API prefix. */
export const continentRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  addContentRoute(
    app,
    {
      path: '/continents',
      tag: 'Destinations',
      summary: 'The destinations menu: continents and their countries',
      response: z.array(continentSchema),
    },
    () => listContinents(db),
  );
  addDetailRoute(
    app,
    {
      path: '/continent-detail',
      what: 'Continent',
      tag: 'Destinations',
      summary: 'A continent page',
      response: continentDetailSchema,
    },
    (key) => findContinentDetail(db, key),
  );
};
