import {
  continentDetailSchema,
  continentSchema,
  type Continent,
  type ContinentDetail,
} from '@lux/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { columnsOf, seoColumns, splitSeo } from '../columns';
import { packageListColumns } from '../packages/repository';
import type { SlugOrId } from '../slug-or-id';

/** Countries with whether each has a special page, alphabetically, optionally of one continent. */
const countriesWithSpecialFlag = (db: Kysely<Database>, continentId?: number) =>
  db
    .selectFrom('countries')
    .leftJoin('special_country_pages', 'special_country_pages.country_id', 'countries.id')
    .select([
      'countries.id',
      'countries.slug',
      'countries.name',
      'countries.continent_id',
      'countries.hero_image_url',
      'special_country_pages.country_id as special_country_id',
    ])
    .$if(continentId !== undefined, (query) => query.where('countries.continent_id', '=', continentId ?? 0))
    .orderBy('countries.name')
    .orderBy('countries.id');

/** The destinations menu: every continent in order with its countries, in two queries. */
export async function listContinents(db: Kysely<Database>): Promise<Continent[]> {
  const [continents, countries] = await Promise.all([
    db
      .selectFrom('continents')
      .select(columnsOf(continentSchema, 'countries'))
      .orderBy('position')
      .orderBy('id')
      .execute(),
    countriesWithSpecialFlag(db).execute(),
  ]);

  const byContinent = new Map<number, Continent['countries']>();
  for (const country of countries) {
    const list = byContinent.get(country.continent_id) ?? [];
    list.push({
      id: country.id,
      slug: country.slug,
      name: country.name,
      has_special_page: country.special_country_id !== null,
    });
    byContinent.set(country.continent_id, list);
  }
  return continents.map((continent) => ({ ...continent, countries: byContinent.get(continent.id) ?? [] }));
}

export async function findContinentDetail(
  db: Kysely<Database>,
  key: SlugOrId,
): Promise<ContinentDetail | undefined> {
  const continent = await db
    .selectFrom('continents')
    .select([...columnsOf(continentDetailSchema, 'countries', 'packages', 'seo'), ...seoColumns])
    .$call((query) => ('id' in key ? query.where('id', '=', key.id) : query.where('slug', '=', key.slug)))
    .executeTakeFirst();
  if (!continent) return undefined;

  const [countries, packages] = await Promise.all([
    countriesWithSpecialFlag(db, continent.id).execute(),
    // Every package that visits at least one of the continent's countries, once each.
    db
      .selectFrom('packages')
      .select(packageListColumns)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('package_countries')
            .innerJoin('countries', 'countries.id', 'package_countries.country_id')
            .select('package_countries.package_id')
            .whereRef('package_countries.package_id', '=', 'packages.id')
            .where('countries.continent_id', '=', continent.id),
        ),
      )
      .orderBy('packages.id')
      .execute(),
  ]);

  const [page, seo] = splitSeo(continent);
  return {
    ...page,
    countries: countries.map((country) => ({
      id: country.id,
      slug: country.slug,
      name: country.name,
      image_url: country.hero_image_url,
      has_special_page: country.special_country_id !== null,
    })),
    packages,
    seo,
  };
}
