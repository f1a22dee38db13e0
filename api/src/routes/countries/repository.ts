import {
  countryDetailSchema,
  specialCountryHotelSchema,
  specialCountrySchema,
  type CountryDetail,
  type PageSection,
  type SpecialCountry,
} from '@lux/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { columnsOf, inTable, seoColumns, splitSeo } from '../columns';
import { pageSectionColumns } from '../experiences/repository';
import { packageListColumns } from '../packages/repository';
import type { SlugOrId } from '../slug-or-id';

export async function findCountryDetail(
  db: Kysely<Database>,
  key: SlugOrId,
): Promise<CountryDetail | undefined> {
  const country = await db
    .selectFrom('countries')
    .innerJoin('continents', 'continents.id', 'countries.continent_id')
    .leftJoin('special_country_pages', 'special_country_pages.country_id', 'countries.id')
    .select([
      ...inTable('countries', [
        ...columnsOf(
          countryDetailSchema,
          'continent',
          'has_special_page',
          'packages',
          'page_sections',
          'seo',
        ),
        ...seoColumns,
      ]),
      'continents.id as continent_id',
      'continents.slug as continent_slug',
      'continents.name as continent_name',
      'special_country_pages.country_id as special_country_id',
    ])
    .$call((query) =>
      'id' in key ? query.where('countries.id', '=', key.id) : query.where('countries.slug', '=', key.slug),
    )
    .executeTakeFirst();
  if (!country) return undefined;

  const [packages, page_sections] = await Promise.all([
    db
      .selectFrom('package_countries')
      .innerJoin('packages', 'packages.id', 'package_countries.package_id')
      .select(packageListColumns)
      .where('package_countries.country_id', '=', country.id)
      .orderBy('packages.id')
      .execute(),
    db
      .selectFrom('country_page_sections')
      .select(pageSectionColumns)
      .where('country_id', '=', country.id)
      .orderBy('position')
      .execute(),
  ]);

  const [{ continent_id, continent_slug, continent_name, special_country_id, ...page }, seo] =
    splitSeo(country);
  return {
    ...page,
    continent: { id: continent_id, slug: continent_slug, name: continent_name },
    has_special_page: special_country_id !== null,
    packages,
    page_sections: page_sections satisfies PageSection[],
    seo,
  };
}

/** The island-style page of a country that has one; undefined for any other country. */
export async function findSpecialCountryPage(
  db: Kysely<Database>,
  key: SlugOrId,
): Promise<SpecialCountry | undefined> {
  const page = await db
    .selectFrom('special_country_pages')
    .innerJoin('countries', 'countries.id', 'special_country_pages.country_id')
    .select([
      'countries.id',
      'countries.slug',
      'countries.name',
      // The rest is the special page's own.
      ...inTable('special_country_pages', [
        ...columnsOf(specialCountrySchema, 'id', 'slug', 'name', 'page_sections', 'hotels', 'seo'),
        ...seoColumns,
      ]),
    ])
    .$call((query) =>
      'id' in key ? query.where('countries.id', '=', key.id) : query.where('countries.slug', '=', key.slug),
    )
    .executeTakeFirst();
  if (!page) return undefined;

  const [page_sections, hotels] = await Promise.all([
    db
      .selectFrom('special_country_page_sections')
      .select(pageSectionColumns)
      .where('country_id', '=', page.id)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('special_country_hotels')
      .select(columnsOf(specialCountryHotelSchema))
      .where('country_id', '=', page.id)
      .orderBy('position')
      .execute(),
  ]);

  const [rest, seo] = splitSeo(page);
  return { ...rest, page_sections, hotels, seo };
}
