import { pageSeoSchema } from '@lux/shared/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { addDetailRoute } from '../content-route';
import { findPageSeo } from './repository';

/** `/page-seo/{page}/`, a page's SEO by its name (`Homepage`) or id, under `/page-seo`. */
export const pageSeoRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  addDetailRoute(
    app,
    {
      path: '',
      what: 'SEO for page',
      tag: 'Site',
      summary: "A page's SEO, by the page's name (e.g. `Homepage`) or id",
      response: pageSeoSchema,
    },
    (key) => findPageSeo(db, key),
  );
};
