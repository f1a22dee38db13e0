import type { InspirationCategory } from '@lux/shared/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { CONTENT_CACHE_CONTROL } from '../../plugins/http-cache';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import { listInspirationCategories } from './repository';

/** `/inspiration-categories/`, under the API prefix: the inspiration menu. */
export const inspirationRoutes: FastifyPluginAsync<
  { db: Kysely<Database> },
  RawServerDefault,
  ZodTypeProvider
> = async (app, { db }) => {
  app.get('/', { config: { cacheControl: CONTENT_CACHE_CONTROL } }, (): Promise<InspirationCategory[]> =>
    listInspirationCategories(db),
  );
};
