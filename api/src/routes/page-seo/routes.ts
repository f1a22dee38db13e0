import type { PageSeo } from '@lux/shared/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { notFound } from '../../http-errors';
import { CONTENT_CACHE_CONTROL } from '../../plugins/http-cache';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import { findPageSeo } from './repository';

const pageParams = z.object({
  page: z
    .string()
    .max(100, 'must be at most 100 characters')
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9_-]*$/,
      'must be a page name such as "Homepage" (letters, digits, _ and -)',
    ),
});

export const pageSeoRoutes: FastifyPluginAsync<
  { db: Kysely<Database> },
  RawServerDefault,
  ZodTypeProvider
> = async (app, { db }) => {
  app.get(
    '/:page',
    { schema: { params: pageParams }, config: { cacheControl: CONTENT_CACHE_CONTROL } },
    async (request): Promise<PageSeo> => {
      const seo = await findPageSeo(db, request.params.page);
      if (!seo) throw notFound(`SEO for page "${request.params.page}" not found`);
      return seo;
    },
  );
};
