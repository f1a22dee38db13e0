import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { findContinentDetail } from '../../routes/continents/repository';
import { findCountryDetail, findSpecialCountryPage } from '../../routes/countries/repository';
import { findExperienceDetail } from '../../routes/experiences/repository';
import { findMiceDetail } from '../../routes/mice/repository';
import { findPackageDetail } from '../../routes/packages/repository';
import type { SlugOrId } from '../../routes/slug-or-id';
import { findMonthPage } from '../../routes/travel-by-month/repository';
import { findWellnessCountry, findWellnessHotel } from '../../routes/wellness/repository';
import type { Database } from '../database';

/** A page of its own, whose row's `updated_at` is its sitemap lastmod, and how the API reads it. */
interface PageTable {
  table:
    | 'continents'
    | 'countries'
    | 'special_country_pages'
    | 'packages'
    | 'months'
    | 'experiences'
    | 'wellness_countries'
    | 'wellness_hotels'
    | 'mice_categories';
  /** The row's key, which is also the page's id. */
  key: 'id' | 'country_id';
  read: (db: Kysely<Database>, key: SlugOrId) => Promise<unknown>;
}

const pageTables: PageTable[] = [
  { table: 'continents', key: 'id', read: findContinentDetail },
  { table: 'countries', key: 'id', read: findCountryDetail },
  { table: 'special_country_pages', key: 'country_id', read: findSpecialCountryPage },
  { table: 'packages', key: 'id', read: findPackageDetail },
  { table: 'months', key: 'id', read: findMonthPage },
  { table: 'experiences', key: 'id', read: findExperienceDetail },
  { table: 'wellness_countries', key: 'id', read: findWellnessCountry },
  { table: 'wellness_hotels', key: 'id', read: findWellnessHotel },
  { table: 'mice_categories', key: 'id', read: findMiceDetail },
];

export interface PageVersion {
  /** A hash of the page as the API serves it, without the ids its parts happen to have. */
  fingerprint: string;
  updatedAt: string;
  /** Where its date is kept: the page's row. */
  table: PageTable['table'];
  keyColumn: PageTable['key'];
  key: number;
}

/** Ids of a page's parts (its sections, days, faqs...) are renumbered by every seed; they are not content. */
const withoutIds = (key: string, value: unknown) => (key === 'id' ? undefined : value);

/**
 * Every page's version, by `<table>/<key>`: what a visitor of the page sees, hashed, and when its row
 * says it last changed. A page that reads the same after a seed has not changed, whatever was rewritten.
 */
export async function readPageVersions(db: Kysely<Database>): Promise<Map<string, PageVersion>> {
  const versions = new Map<string, PageVersion>();
  for (const { table, key, read } of pageTables) {
    const { rows } = await sql<{ key: number; updated_at: Date | string }>`
      select ${sql.ref(key)} as key, updated_at from ${sql.table(table)}`.execute(db);
    for (const row of rows) {
      const page = JSON.stringify(await read(db, { id: row.key }), withoutIds);
      versions.set(`${table}/${row.key}`, {
        fingerprint: createHash('sha256').update(page).digest('base64url'),
        updatedAt: new Date(row.updated_at).toISOString(),
        table,
        keyColumn: key,
        key: row.key,
      });
    }
  }
  return versions;
}

async function countPages(db: Kysely<Database>): Promise<number> {
  let pages = 0;
  for (const { table } of pageTables) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(
      db,
    );
    pages += Number(rows[0]?.n);
  }
  return pages;
}

/** Gives each page that reads the same as before the seed its earlier `updated_at` back; returns how many changed. */
export async function keepUnchangedPagesDates(
  db: Kysely<Database>,
  before: Map<string, PageVersion>,
): Promise<number> {
  // A first seed: every page is new, and none has a date to keep.
  if (before.size === 0) return countPages(db);
  const after = await readPageVersions(db);
  let changed = 0;
  for (const [page, { fingerprint }] of after) {
    const earlier = before.get(page);
    if (earlier?.fingerprint !== fingerprint) {
      changed += 1;
      continue;
    }
    const { table, keyColumn, key, updatedAt } = earlier;
    await sql`update ${sql.table(table)} set updated_at = ${updatedAt}
      where ${sql.ref(keyColumn)} = ${key}`.execute(db);
  }
  return changed;
}
