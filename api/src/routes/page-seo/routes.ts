import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { addDetailRoute } from '../detail-route';
import { findPageSeo } from './repository';

/** `/page-seo/{page}/`, a page's SEO by its name (`Homepage`) or id, under `/page-seo`. */
export const pageSeoRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  addDetailRoute(app, '', 'SEO for page', (key) => findPageSeo(db, key));
};
