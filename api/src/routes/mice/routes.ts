import { miceCategorySchema, miceDetailSchema } from '@lux/shared/contract';
import { z } from 'zod';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { addContentRoute, addDetailRoute } from '../content-route';
import { findMiceDetail, listMiceCategories } from './repository';

/** `/mice-categories/` (the menu) and `/mice-detail/{slugOrId}/`, under the API prefix. */
export const miceRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  addContentRoute(
    app,
    {
      path: '/mice-categories',
      tag: 'Experiences',
      summary: 'The MICE (business events) menu',
      response: z.array(miceCategorySchema),
    },
    () => listMiceCategories(db),
  );
  addDetailRoute(
    app,
    {
      path: '/mice-detail',
      what: 'Category',
      tag: 'Experiences',
      summary: 'A MICE category page',
      response: miceDetailSchema,
    },
    (key) => findMiceDetail(db, key),
  );
};
