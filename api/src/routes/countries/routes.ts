import type { CountryDetail, SpecialCountry } from '@lux/shared/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { notFound } from '../../http-errors';
import { CONTENT_CACHE_CONTROL } from '../../plugins/http-cache';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import { slugOrIdParams, toSlugOrId } from '../slug-or-id';
import { findCountryDetail, findSpecialCountryPage } from './repository';

const countryParams = slugOrIdParams('country');

/** `/country-detail/{slugOrId}/` and `/special-country-page/{slugOrId}/`, under the API prefix. */
export const countryRoutes: FastifyPluginAsync<
  { db: Kysely<Database> },
  RawServerDefault,
  ZodTypeProvider
> = async (app, { db }) => {
  app.get(
    '/country-detail/:slug',
    { schema: { params: countryParams }, config: { cacheControl: CONTENT_CACHE_CONTROL } },
    async (request): Promise<CountryDetail> => {
      const found = await findCountryDetail(db, toSlugOrId(request.params.slug));
      if (!found) throw notFound(`Country "${request.params.slug}" not found`);
      return found;
    },
  );

  app.get(
    '/special-country-page/:slug',
    { schema: { params: countryParams }, config: { cacheControl: CONTENT_CACHE_CONTROL } },
    async (request): Promise<SpecialCountry> => {
      const found = await findSpecialCountryPage(db, toSlugOrId(request.params.slug));
      if (!found) throw notFound(`Special country page "${request.params.slug}" not found`);
      return found;
    },
  );
};
