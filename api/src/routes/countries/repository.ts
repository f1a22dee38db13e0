import type { CountryDetail, PageSection, SpecialCountry } from '@lux/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { packageListColumns } from '../packages/repository';
import type { SlugOrId } from '../slug-or-id';

const pageSectionColumns = [
  'id',
  'heading',
  'text',
  'button_text',
  'button_href',
  'image_url',
  'image_position',
] as const;

export async function findCountryDetail(
  db: Kysely<Database>,
  key: SlugOrId,
): Promise<CountryDetail | undefined> {
  const country = await db
    .selectFrom('countries')
    .innerJoin('continents', 'continents.id', 'countries.continent_id')
    .leftJoin('special_country_pages', 'special_country_pages.country_id', 'countries.id')
    .select([
      'countries.id',
      'countries.slug',
      'countries.name',
      'countries.hero_subheading',
      'countries.hero_image_url',
      'countries.why_travel_text',
      'countries.meta_title',
      'countries.meta_description',
      'countries.meta_keywords',
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

  return {
    id: country.id,
    slug: country.slug,
    name: country.name,
    hero_subheading: country.hero_subheading,
    hero_image_url: country.hero_image_url,
    why_travel_text: country.why_travel_text,
    continent: { id: country.continent_id, slug: country.continent_slug, name: country.continent_name },
    has_special_page: country.special_country_id !== null,
    packages,
    page_sections: page_sections satisfies PageSection[],
    seo: {
      meta_title: country.meta_title,
      meta_description: country.meta_description,
      meta_keywords: country.meta_keywords,
    },
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
      'special_country_pages.hero_image_url',
      'special_country_pages.hero_subheading',
      'special_country_pages.meta_title',
      'special_country_pages.meta_description',
      'special_country_pages.meta_keywords',
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
      .select(['id', 'name', 'description', 'hero_image_url'])
      .where('country_id', '=', page.id)
      .orderBy('position')
      .execute(),
  ]);

  const { meta_title, meta_description, meta_keywords, ...rest } = page;
  return { ...rest, page_sections, hotels, seo: { meta_title, meta_description, meta_keywords } };
}
