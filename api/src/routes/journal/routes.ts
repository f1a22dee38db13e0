import type { JournalPost, JournalPostSummary } from '@lux/shared/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { notFound } from '../../http-errors';
import { CONTENT_CACHE_CONTROL } from '../../plugins/http-cache';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import { findJournalPost, listJournalPosts, type JournalPostKey } from './repository';

// Ids are PostgreSQL integers; a longer run of digits can only be a (missing) slug.
const MAX_ID = 2_147_483_647;

const postParams = z.object({
  slug: z
    .string()
    .max(200, 'must be at most 200 characters')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a post slug (a-z, 0-9 and single hyphens) or a numeric id'),
});

const toPostKey = (slugOrId: string): JournalPostKey => {
  const id = /^\d{1,10}$/.test(slugOrId) ? Number(slugOrId) : NaN;
  return id > 0 && id <= MAX_ID ? { id } : { slug: slugOrId };
};

export const journalRoutes: FastifyPluginAsync<
  { db: Kysely<Database> },
  RawServerDefault,
  ZodTypeProvider
> = async (app, { db }) => {
  app.get('/', { config: { cacheControl: CONTENT_CACHE_CONTROL } }, (): Promise<JournalPostSummary[]> =>
    listJournalPosts(db),
  );

  app.get(
    '/:slug',
    { schema: { params: postParams }, config: { cacheControl: CONTENT_CACHE_CONTROL } },
    async (request): Promise<JournalPost> => {
      const post = await findJournalPost(db, toPostKey(request.params.slug));
      if (!post) throw notFound(`Journal post "${request.params.slug}" not found`);
      return post;
    },
  );
};
