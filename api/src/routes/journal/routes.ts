import { journalPostSchema, journalPostSummarySchema } from '@lux/shared/contract';
import { z } from 'zod';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { addContentRoute, addDetailRoute } from '../content-route';
import { findJournalPost, listJournalPosts } from './repository';

/** `/journal/` and `/journal/{slugOrId}/`, under `/journal`. */
export const journalRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  addContentRoute(
    app,
    {
      path: '/',
      tag: 'Journal',
      summary: 'Every journal post, newest first',
      response: z.array(journalPostSummarySchema),
    },
    () => listJournalPosts(db),
  );
  addDetailRoute(
    app,
    {
      path: '',
      what: 'Journal post',
      tag: 'Journal',
      summary: 'A journal post with its content blocks',
      response: journalPostSchema,
    },
    (key) => findJournalPost(db, key),
  );
};
