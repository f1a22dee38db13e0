import type { MiceCategory } from '@lux/shared/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { CONTENT_CACHE_CONTROL } from '../../plugins/http-cache';
import { addDetailRoute } from '../detail-route';
import { findMiceDetail, listMiceCategories } from './repository';

/** `/mice-categories/` (the menu) and `/mice-detail/{slugOrId}/`, under the API prefix. */
export const miceRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get(
    '/mice-categories',
    { config: { cacheControl: CONTENT_CACHE_CONTROL } },
    (): Promise<MiceCategory[]> => listMiceCategories(db),
  );
  addDetailRoute(app, '/mice-detail', 'Category', (key) => findMiceDetail(db, key));
};
