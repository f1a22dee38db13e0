import type { Migration } from 'kysely';
import type { MigrationDb, MigrationDialect } from './dialect';

/** Every table whose row is a page of its own: the sitemap's lastmod of that page. */
const pageTables = [
  'continents',
  'countries',
  'special_country_pages',
  'packages',
  'months',
  'experiences',
  'wellness_countries',
  'wellness_hotels',
  'mice_categories',
];

/**
 * When each page's content was last written, for the sitemap. Whatever writes a page sets it (the seed
 * does). Rows already there get the time this migration runs: when they were written is not recorded,
 * only that they have not changed since. SQLite adds a NOT NULL column only with a constant default, so
 * that time is the default on both databases.
 */
export function addPageUpdatedAt(dialect: MigrationDialect): Migration {
  return {
    async up(db: MigrationDb) {
      const now = new Date().toISOString();
      // As the enquiries' instants: PostgreSQL's own type, and ISO 8601 UTC text on SQLite.
      const type = dialect === 'postgres' ? 'timestamptz' : 'text';
      for (const table of pageTables) {
        await db.schema
          .alterTable(table)
          .addColumn('updated_at', type, (col) => col.notNull().defaultTo(now))
          .execute();
      }
    },

    async down(db: MigrationDb) {
      for (const table of pageTables) await db.schema.alterTable(table).dropColumn('updated_at').execute();
    },
  };
}
