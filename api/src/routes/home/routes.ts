import { homeTestimonialsSchema, journeySectionSchema } from '@lux/shared/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { addContentRoute } from '../content-route';
import { findHomeTestimonials, findJourneySection } from './repository';

/** `/journey-section/` and `/home-testimonials/`, under the API prefix: the home page's own content. */
export const homeRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  addContentRoute(
    app,
    {
      path: '/journey-section',
      tag: 'Home',
      summary: "The Start Your Journey grid's tiles, by tab",
      response: journeySectionSchema,
    },
    () => findJourneySection(db),
  );
  addContentRoute(
    app,
    {
      path: '/home-testimonials',
      tag: 'Home',
      summary: "The home page's traveller words: the collage and the rotating quotes",
      response: homeTestimonialsSchema,
    },
    () => findHomeTestimonials(db),
  );
};
