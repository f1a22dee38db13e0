import { inspirationCategorySchema } from '@lux/shared/contract';
import { z } from 'zod';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { addContentRoute } from '../content-route';
import { listInspirationCategories } from './repository';

/** `/inspiration-categories/`, under the API prefix: the inspiration menu. */
export const inspirationRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  addContentRoute(
    app,
    {
      path: '/',
      tag: 'Destinations',
      summary: 'The inspiration menu',
      response: z.array(inspirationCategorySchema),
    },
    () => listInspirationCategories(db),
  );
};
