import { sql, type Migration } from 'kysely';
import { generatedId, type MigrationDb, type MigrationDialect } from './dialect';

/**
 * The home page's own content: the Start Your Journey tiles, by tab, and the travellers' words of the
 * testimonial collage and the rotating testimonials. Collage places are whole percentages of the
 * collage's box, one place for wide screens and one for phones.
 */
export function createHome(dialect: MigrationDialect): Migration {
  return {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('journey_items')
        .addColumn('id', 'integer', generatedId(dialect))
        .addColumn('tab', 'varchar(20)', (col) => col.notNull())
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('image_url', 'text', (col) => col.notNull())
        .addColumn('href', 'text', (col) => col.notNull())
        .addCheckConstraint(
          'journey_items_tab_check',
          sql`tab in ('by_traveller', 'most_popular', 'wellness', 'by_month')`,
        )
        // Also the index for "this tab's tiles, in order".
        .addUniqueConstraint('journey_items_tab_position_key', ['tab', 'position'])
        .execute();

      await db.schema
        .createTable('testimonial_collage_items')
        .addColumn('id', 'integer', generatedId(dialect))
        .addColumn('position', 'integer', (col) => col.notNull().unique())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('location', 'text', (col) => col.notNull())
        .addColumn('quote', 'text', (col) => col.notNull())
        .addColumn('image_url', 'text', (col) => col.notNull())
        .addColumn('desktop_top', 'integer', (col) => col.notNull())
        .addColumn('desktop_left', 'integer', (col) => col.notNull())
        .addColumn('desktop_width', 'integer', (col) => col.notNull())
        .addColumn('mobile_top', 'integer', (col) => col.notNull())
        .addColumn('mobile_left', 'integer', (col) => col.notNull())
        .addColumn('mobile_width', 'integer', (col) => col.notNull())
        .addCheckConstraint(
          'testimonial_collage_items_place_check',
          sql`desktop_top between 0 and 100 and desktop_left between 0 and 100 and desktop_width between 1 and 100
            and mobile_top between 0 and 100 and mobile_left between 0 and 100 and mobile_width between 1 and 100`,
        )
        .execute();

      await db.schema
        .createTable('rotating_testimonials')
        .addColumn('id', 'integer', generatedId(dialect))
        .addColumn('position', 'integer', (col) => col.notNull().unique())
        .addColumn('quote', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('location', 'text', (col) => col.notNull())
        .addColumn('journey', 'text', (col) => col.notNull())
        .execute();
    },

    async down(db: MigrationDb) {
      for (const table of ['rotating_testimonials', 'testimonial_collage_items', 'journey_items']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
