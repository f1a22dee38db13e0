import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { CONTENT_CHANGED_CHANNEL } from '../../content-changes';
import type { Database } from '../database';
import type { MigrationDialect } from '../migrations';
import { insertDestinations } from './destinations';
import { insertExperiences } from './experiences';
import { insertHome } from './home';
import { seedJournalPosts } from './journal-posts';
import { keepUnchangedPagesDates, readPageVersions } from './page-versions';
import { seedPageSeo } from './page-seo';

export { seedJournalPosts } from './journal-posts';
export { seedPageSeo, BRAND_NAME } from './page-seo';
export { destinationImageKeys, fullScreenDestinationHeroKeys } from './destinations';
export { experienceImageKeys, fullScreenExperienceHeroKeys, heroVideoKeys } from './experiences';

/** Every table the seed writes, each after the tables it refers to: emptied in reverse, filled in order. */
const contentTables = [
  'journal_posts',
  'journal_content_blocks',
  'page_seo',
  'continents',
  'countries',
  'country_page_sections',
  'special_country_pages',
  'special_country_page_sections',
  'special_country_hotels',
  'packages',
  'package_countries',
  'package_gallery_images',
  'package_itinerary_days',
  'similar_packages',
  'featured_packages',
  'months',
  'month_destinations',
  'month_packages',
  'inspiration_categories',
  'inspiration_items',
  'experience_groups',
  'experiences',
  'experience_packages',
  'experience_page_sections',
  'experience_testimonials',
  'wellness_countries',
  'wellness_hotels',
  'wellness_gallery_images',
  'wellness_hotel_sections',
  'wellness_therapy_groups',
  'wellness_therapies',
  'mice_categories',
  'mice_page_sections',
  'mice_faqs',
  'testimonial_collage_items',
  'rotating_testimonials',
  'journey_items',
] as const satisfies readonly (keyof Database)[];

/** Any number that names the seed's lock on PostgreSQL, held until its transaction ends. */
const SEED_LOCK = 7_402_611;

export interface SeedReport {
  posts: number;
  pages: number;
  countries: number;
  packages: number;
  experiences: number;
  wellnessHotels: number;
  miceCategories: number;
  journeyItems: number;
  testimonials: number;
  /** Pages that read differently than before (or are new): the rest keep their `updated_at`. */
  changedPages: number;
}

/**
 * PostgreSQL's identity sequences of the content tables: to the start before the tables are filled, so
 * every part gets the same id from the same content; past the rows after, so that a row added by other
 * means gets a fresh one. (SQLite numbers a table's rows from its largest id, so its empty tables start at 1.)
 */
async function setIdentities(db: Kysely<Database>, to: 'start' | 'past the rows'): Promise<void> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.columns
    where table_schema = current_schema() and column_name = 'id' and is_identity = 'YES'
      and table_name in (${sql.join([...contentTables])})`.execute(db);
  for (const { table_name: table } of rows) {
    await (
      to === 'start'
        ? sql`select setval(pg_get_serial_sequence(${table}, 'id'), 1, false)`
        : sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`
    ).execute(db);
  }
}

/**
 * Makes the database's content what the content files say (`npm run seed`), all or nothing: every
 * content table is emptied and filled again from content/, in one transaction, so readers see the
 * old content or the new, never a mix. A page that reads the same as before keeps its `updated_at`
 * (its sitemap lastmod); the rest are dated now. Running it again changes nothing. Content the files do
 * not have (rows written by other means) is removed: the files are the content's source. Seeds run one
 * at a time (a lock on PostgreSQL; SQLite has one writer), and every API instance on the database drops
 * its cached content when it commits (NOTIFY on PostgreSQL; SQLite's data_version moves by itself).
 */
export async function seedContent(db: Kysely<Database>, dialect: MigrationDialect): Promise<SeedReport> {
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const before = await readPageVersions(trx);

    for (const table of [...contentTables].reverse()) await trx.deleteFrom(table).execute();
    if (dialect === 'postgres') await setIdentities(trx, 'start');

    for (const { blocks, ...post } of seedJournalPosts) {
      const { id } = await trx
        .insertInto('journal_posts')
        .values(post)
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('journal_content_blocks')
        .values(blocks.map((block, position) => ({ ...block, post_id: id, position })))
        .execute();
    }
    await trx.insertInto('page_seo').values(seedPageSeo).execute();
    const destinations = await insertDestinations(trx);
    const experiences = await insertExperiences(trx);
    const home = await insertHome(trx);

    if (dialect === 'postgres') await setIdentities(trx, 'past the rows');
    const changedPages = await keepUnchangedPagesDates(trx, before);
    if (dialect === 'postgres') {
      // Delivered when the transaction commits; the payload names no instance, and a new content token.
      await sql`select pg_notify(${CONTENT_CHANGED_CHANNEL}, ${`seed ${randomUUID()}`})`.execute(trx);
    }
    return {
      posts: seedJournalPosts.length,
      pages: seedPageSeo.length,
      ...destinations,
      ...experiences,
      ...home,
      changedPages,
    };
  });
}
