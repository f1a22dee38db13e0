import type { HomeTestimonials, JourneySection } from '@lux/shared/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { CONTENT_CACHE_CONTROL } from '../../plugins/http-cache';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import { findHomeTestimonials, findJourneySection } from './repository';

/** `/journey-section/` and `/home-testimonials/`, under the API prefix: the home page's own content. */
export const homeRoutes: FastifyPluginAsync<
  { db: Kysely<Database> },
  RawServerDefault,
  ZodTypeProvider
> = async (app, { db }) => {
  app.get(
    '/journey-section',
    { config: { cacheControl: CONTENT_CACHE_CONTROL } },
    (): Promise<JourneySection> => findJourneySection(db),
  );

  app.get(
    '/home-testimonials',
    { config: { cacheControl: CONTENT_CACHE_CONTROL } },
    (): Promise<HomeTestimonials> => findHomeTestimonials(db),
  );
};
