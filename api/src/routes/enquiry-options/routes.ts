import { enquiryOptionsSchema } from '@lux/shared/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { addContentRoute } from '../content-route';
import { monthOptions, paxOptions, sourceOptions, yearOptions } from './choices';
import { listDestinationGroups } from './repository';

/** The choices of both enquiry forms; the modal only uses the destinations. */
export const enquiryOptionsRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  addContentRoute(
    app,
    {
      path: '/',
      tag: 'Enquiries',
      summary: 'The choices of the enquiry forms',
      response: enquiryOptionsSchema,
    },
    async () => ({
      destinations: await listDestinationGroups(db),
      months: monthOptions,
      years: yearOptions(),
      pax_options: paxOptions,
      source_options: sourceOptions,
    }),
  );
};
