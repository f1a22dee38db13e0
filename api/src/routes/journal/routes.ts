import type { JournalPostSummary } from '@lux/shared/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { CONTENT_CACHE_CONTROL } from '../../plugins/http-cache';
import { addDetailRoute } from '../detail-route';
import { findJournalPost, listJournalPosts } from './repository';

/** `/journal/` and `/journal/{slugOrId}/`, under `/journal`. */
export const journalRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get('/', { config: { cacheControl: CONTENT_CACHE_CONTROL } }, (): Promise<JournalPostSummary[]> =>
    listJournalPosts(db),
  );

  addDetailRoute(app, '', 'Journal post', (key) => findJournalPost(db, key));
};
