import {
  galleryImageSchema,
  itineraryDaySchema,
  packageDetailSchema,
  packageListItemSchema,
  packageSearchItemSchema,
  type FeaturedPackage,
  type PackageDetail,
  type PackageListItem,
  type PackageSearchItem,
} from '@lux/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { columnsOf, inTable, seoColumns, splitSeo } from '../columns';
import type { SlugOrId } from '../slug-or-id';
import { rankSearchResults, type SearchablePackage } from './package-search';
import { searchText } from './search-text';

/** A query shorter than this matches nothing: the search box only asks from two characters on. */
export const MIN_SEARCH_LENGTH = 2;

/** The columns of a package card (SPEC's "Package in lists"), for any query that has `packages` in it. */
export const packageListColumns = inTable('packages', columnsOf(packageListItemSchema));

/**
 * Every package by name, or, for `q`, SPEC's name matches first, then those found by place, country,
 * continent or kind of trip (see `rankSearchResults`). A query shorter than two characters finds nothing.
 */
export async function searchPackages(db: Kysely<Database>, q?: string): Promise<PackageSearchItem[]> {
  if (q === undefined) {
    return db
      .selectFrom('packages')
      .select(columnsOf(packageSearchItemSchema))
      .orderBy('name')
      .orderBy('id')
      .execute();
  }
  if (q.trim().length < MIN_SEARCH_LENGTH || searchText(q) === '') return [];
  return rankSearchResults(await loadSearchablePackages(db), q);
}

function groupByPackage<Row extends { package_id: number }>(
  rows: readonly Row[],
  text: (row: Row) => string,
): Map<number, string[]> {
  const byPackage = new Map<number, string[]>();
  for (const row of rows)
    byPackage.set(row.package_id, [...(byPackage.get(row.package_id) ?? []), text(row)]);
  return byPackage;
}

/** Each package with the places and themes it is found by, read in three queries. */
async function loadSearchablePackages(db: Kysely<Database>): Promise<SearchablePackage[]> {
  const [packages, places, experiences] = await Promise.all([
    db
      .selectFrom('packages')
      .select([
        'id',
        'slug',
        'name',
        'search_name',
        'featured_image',
        'location',
        'parent_location',
        'meta_keywords',
      ])
      .execute(),
    db
      .selectFrom('package_countries')
      .innerJoin('countries', 'countries.id', 'package_countries.country_id')
      .innerJoin('continents', 'continents.id', 'countries.continent_id')
      .select(['package_countries.package_id', 'countries.name as country', 'continents.name as continent'])
      .execute(),
    db
      .selectFrom('experience_packages')
      .innerJoin('experiences', 'experiences.id', 'experience_packages.experience_id')
      .select(['experience_packages.package_id', 'experiences.name'])
      .execute(),
  ]);
  const placesOf = groupByPackage(places, (row) => `${row.country} ${row.continent}`);
  const themesOf = groupByPackage(experiences, (row) => row.name);
  return packages.map(({ parent_location, meta_keywords, ...pkg }) => ({
    ...pkg,
    places: [pkg.location, parent_location, ...(placesOf.get(pkg.id) ?? [])].join(' '),
    themes: [meta_keywords, ...(themesOf.get(pkg.id) ?? [])].join(' '),
  }));
}

export async function listFeaturedPackages(db: Kysely<Database>): Promise<FeaturedPackage[]> {
  const rows = await db
    .selectFrom('featured_packages')
    .innerJoin('packages', 'packages.id', 'featured_packages.package_id')
    .select([
      'packages.id',
      'packages.slug',
      'packages.name',
      'packages.duration_text',
      'packages.description',
      'packages.featured_image',
    ])
    .orderBy('featured_packages.position')
    .execute();
  return rows.map(({ id, slug, name, duration_text, description, featured_image }) => ({
    id,
    name,
    duration: duration_text,
    description,
    featured_image,
    href: `/packages/${slug}`,
  }));
}

export async function findPackageDetail(
  db: Kysely<Database>,
  key: SlugOrId,
): Promise<PackageDetail | undefined> {
  const found = await db
    .selectFrom('packages')
    .select([
      ...columnsOf(packageDetailSchema, 'gallery_images', 'itinerary_days', 'similar_packages', 'seo'),
      ...seoColumns,
    ])
    .$call((query) => ('id' in key ? query.where('id', '=', key.id) : query.where('slug', '=', key.slug)))
    .executeTakeFirst();
  if (!found) return undefined;

  const [gallery_images, itinerary_days, similar_packages] = await Promise.all([
    db
      .selectFrom('package_gallery_images')
      .select(columnsOf(galleryImageSchema))
      .where('package_id', '=', found.id)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('package_itinerary_days')
      .select(columnsOf(itineraryDaySchema))
      .where('package_id', '=', found.id)
      .orderBy('day_number')
      .execute(),
    db
      .selectFrom('similar_packages')
      .innerJoin('packages', 'packages.id', 'similar_packages.similar_package_id')
      .select(packageListColumns)
      .where('similar_packages.package_id', '=', found.id)
      .orderBy('similar_packages.position')
      .execute(),
  ]);

  const [pkg, seo] = splitSeo(found);
  return {
    ...pkg,
    gallery_images,
    itinerary_days,
    similar_packages: similar_packages satisfies PackageListItem[],
    seo,
  };
}
