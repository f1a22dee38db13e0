import type { MonthPage } from '@lux/shared/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { notFound } from '../../http-errors';
import { CONTENT_CACHE_CONTROL } from '../../plugins/http-cache';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import { findMonthPage, type MonthKey } from './repository';

const monthParams = z.object({
  monthName: z
    .string()
    .regex(/^(?:[A-Za-z]{1,20}|\d{1,2})$/, 'must be a month name such as "January" or its number (1 to 12)'),
});

// Names compare in any case: the menu links `/inspiration/travel-by-month/January`.
const toMonthKey = (monthName: string): MonthKey =>
  /^\d+$/.test(monthName) ? { id: Number(monthName) } : { slug: monthName.toLowerCase() };

/** `/travel-by-month/{monthName}/`, under the API prefix. */
export const travelByMonthRoutes: FastifyPluginAsync<
  { db: Kysely<Database> },
  RawServerDefault,
  ZodTypeProvider
> = async (app, { db }) => {
  app.get(
    '/:monthName',
    { schema: { params: monthParams }, config: { cacheControl: CONTENT_CACHE_CONTROL } },
    async (request): Promise<MonthPage> => {
      const found = await findMonthPage(db, toMonthKey(request.params.monthName));
      if (!found) throw notFound(`Month "${request.params.monthName}" not found`);
      return found;
    },
  );
};
