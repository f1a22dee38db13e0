import type { Experience } from '@lux/shared/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { CONTENT_CACHE_CONTROL } from '../../plugins/http-cache';
import { addDetailRoute } from '../detail-route';
import { findExperienceDetail, listExperienceGroups } from './repository';

/** `/experiences/` (the menu) and `/experience-detail/{slugOrId}/`, under the API prefix. */
export const experienceRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get('/experiences', { config: { cacheControl: CONTENT_CACHE_CONTROL } }, (): Promise<Experience[]> =>
    listExperienceGroups(db),
  );
  addDetailRoute(app, '/experience-detail', 'Experience', (key) => findExperienceDetail(db, key));
};
