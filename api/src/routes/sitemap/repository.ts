import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { toSlugOrId } from '../slug-or-id';

/** A page of the site as the sitemap lists it: its path, and when its content last changed if known. */
export interface SitemapPage {
  path: string;
  /** W3C Datetime: a day (`2025-10-02`) or an instant in UTC (`2026-11-24T03:40:12Z`). */
  lastmod?: string;
}

// Pages for search engines that no row describes. Their text is in the front end, so their change
// date is not known here, and they go without one. /contact is /enquire's form again; /search is
// results, not a page.
const staticPaths = [
  '/',
  '/about',
  '/enquire',
  '/booking-conditions',
  '/privacy-policy',
  '/travel-insurance',
];

const w3cInstant = (updatedAt: Date | string) => new Date(updatedAt).toISOString().replace(/\.\d+Z$/, 'Z');

/**
 * Only a slug the detail routes read as that slug names a page: one with other characters is not
 * found, and one of digits alone is read as an id.
 */
const addressable = (slug: string) => {
  const key = toSlugOrId(slug);
  return key !== undefined && 'slug' in key;
};

const pagesUnder = (prefix: string, rows: { slug: string; updated_at: Date | string }[]): SitemapPage[] =>
  rows
    .filter((row) => addressable(row.slug))
    .map((row) => ({ path: `${prefix}/${row.slug}`, lastmod: w3cInstant(row.updated_at) }));

/** Every page the site serves to search engines: the static ones, then one per content row. */
export async function listSitemapPages(db: Kysely<Database>): Promise<SitemapPage[]> {
  const [
    continents,
    countries,
    specialCountries,
    packages,
    months,
    experiences,
    wellnessCountries,
    wellnessHotels,
    miceCategories,
    posts,
  ] = await Promise.all([
    db.selectFrom('continents').select(['slug', 'updated_at']).orderBy('position').execute(),
    db.selectFrom('countries').select(['slug', 'updated_at']).orderBy('name').execute(),
    db
      .selectFrom('special_country_pages')
      .innerJoin('countries', 'countries.id', 'special_country_pages.country_id')
      .select(['countries.slug', 'special_country_pages.updated_at'])
      .orderBy('countries.name')
      .execute(),
    db.selectFrom('packages').select(['slug', 'updated_at']).orderBy('name').execute(),
    db.selectFrom('months').select(['slug', 'updated_at']).orderBy('id').execute(),
    db.selectFrom('experiences').select(['slug', 'updated_at']).orderBy('name').execute(),
    db.selectFrom('wellness_countries').select(['slug', 'updated_at']).orderBy('position').execute(),
    db.selectFrom('wellness_hotels').select(['slug', 'updated_at']).orderBy('name').execute(),
    db.selectFrom('mice_categories').select(['slug', 'updated_at']).orderBy('position').execute(),
    db
      .selectFrom('journal_posts')
      .select(['slug', 'published_date'])
      .orderBy('published_date', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);

  const journalPosts = posts
    .filter((post) => addressable(post.slug))
    .map((post) => ({ path: `/journal/${post.slug}`, lastmod: post.published_date }));
  return [
    ...staticPaths.map((path) => ({ path })),
    // The list changes when a post is published.
    { path: '/journal', lastmod: posts[0]?.published_date },
    ...pagesUnder('/destinations/continents', continents),
    ...pagesUnder('/countries', countries),
    ...pagesUnder('/special/countries', specialCountries),
    ...pagesUnder('/packages', packages),
    ...pagesUnder('/inspiration/travel-by-month', months),
    ...pagesUnder('/experiences', experiences),
    ...pagesUnder('/wellness/countries', wellnessCountries),
    ...pagesUnder('/wellness/hotels', wellnessHotels),
    ...pagesUnder('/mice', miceCategories),
    ...journalPosts,
  ];
}
