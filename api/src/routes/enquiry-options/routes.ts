import type { EnquiryOptions } from '@lux/shared/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { CONTENT_CACHE_CONTROL } from '../../plugins/http-cache';
import { monthOptions, paxOptions, sourceOptions, yearOptions } from './choices';
import { listDestinationGroups } from './repository';

/** The choices of both enquiry forms; the modal only uses the destinations. */
export const enquiryOptionsRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get('/', { config: { cacheControl: CONTENT_CACHE_CONTROL } }, async (): Promise<EnquiryOptions> => ({
    destinations: await listDestinationGroups(db),
    months: monthOptions,
    years: yearOptions(),
    pax_options: paxOptions,
    source_options: sourceOptions,
  }));
};
