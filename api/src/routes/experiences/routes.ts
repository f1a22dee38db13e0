import { experienceDetailSchema, experienceSchema } from '@lux/shared/contract';
import { z } from 'zod';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { addContentRoute, addDetailRoute } from '../content-route';
import { findExperienceDetail, listExperienceGroups } from './repository';

/** `/experiences/` (the menu) and `/experience-detail/{slugOrId}/`, under the API prefix. */
export const experienceRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  addContentRoute(
    app,
    {
      path: '/experiences',
      tag: 'Experiences',
      summary: 'The experiences menu: experience groups, and the wellness countries',
      response: z.array(experienceSchema),
    },
    () => listExperienceGroups(db),
  );
  addDetailRoute(
    app,
    {
      path: '/experience-detail',
      what: 'Experience',
      tag: 'Experiences',
      summary: 'An experience page',
      response: experienceDetailSchema,
    },
    (key) => findExperienceDetail(db, key),
  );
};
