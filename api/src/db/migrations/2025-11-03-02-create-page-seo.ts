import type { Migration } from 'kysely';
import { generatedId, type MigrationDb, type MigrationDialect } from './dialect';

export function createPageSeo(dialect: MigrationDialect): Migration {
  return {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('page_seo')
        .addColumn('id', 'integer', generatedId(dialect))
        .addColumn('page', 'varchar(100)', (col) => col.notNull().unique())
        .addColumn('meta_title', 'text', (col) => col.notNull())
        .addColumn('meta_description', 'text', (col) => col.notNull())
        .addColumn('meta_keywords', 'text', (col) => col.notNull())
        .execute();
    },

    async down(db: MigrationDb) {
      await db.schema.dropTable('page_seo').execute();
    },
  };
}
