import { sql, type CreateTableBuilder, type Migration } from 'kysely';
import { generatedId, type MigrationDb, type MigrationDialect } from './dialect';

/** SEO of a page that has a row of its own (continent, country, package, month). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations build untyped tables
const withSeo = <T extends string>(table: CreateTableBuilder<T, any>) =>
  table
    .addColumn('meta_title', 'text', (col) => col.notNull())
    .addColumn('meta_description', 'text', (col) => col.notNull())
    .addColumn('meta_keywords', 'text', (col) => col.notNull());

/** The image-and-text blocks of a country page and of a special country page share one shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations build untyped tables
const withPageSectionColumns = <T extends string>(table: CreateTableBuilder<T, any>, name: string) =>
  table
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('heading', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('button_text', 'text')
    .addColumn('button_href', 'text')
    .addColumn('image_url', 'text', (col) => col.notNull())
    .addColumn('image_position', 'varchar(5)', (col) => col.notNull())
    .addCheckConstraint(`${name}_image_position_check`, sql`image_position in ('left', 'right')`)
    // A button needs both its label and its target.
    .addCheckConstraint(
      `${name}_button_check`,
      sql`(button_text is null and button_href is null) or (button_text is not null and button_href is not null)`,
    );

/**
 * Continents, countries, island-style (special) country pages and their hotels, packages with their
 * countries, galleries, itineraries and similar trips, the travel-by-month pages and the inspiration
 * menu. Seeded rows carry explicit ids (the footer links `/countries/5`), so ids stay stable.
 */
export function createDestinations(dialect: MigrationDialect): Migration {
  return {
    async up(db: MigrationDb) {
      await withSeo(
        db.schema
          .createTable('continents')
          .addColumn('id', 'integer', generatedId(dialect))
          .addColumn('slug', 'varchar(200)', (col) => col.notNull().unique())
          .addColumn('name', 'text', (col) => col.notNull())
          .addColumn('position', 'integer', (col) => col.notNull())
          .addColumn('title', 'text', (col) => col.notNull())
          .addColumn('description', 'text', (col) => col.notNull())
          .addColumn('hero_subheading', 'text', (col) => col.notNull())
          .addColumn('hero_image_url', 'text', (col) => col.notNull())
          .addColumn('featured_image', 'text', (col) => col.notNull()),
      ).execute();

      await withSeo(
        db.schema
          .createTable('countries')
          .addColumn('id', 'integer', generatedId(dialect))
          .addColumn('slug', 'varchar(200)', (col) => col.notNull().unique())
          .addColumn('name', 'text', (col) => col.notNull())
          .addColumn('continent_id', 'integer', (col) =>
            col.notNull().references('continents.id').onDelete('restrict'),
          )
          .addColumn('hero_subheading', 'text', (col) => col.notNull())
          .addColumn('hero_image_url', 'text', (col) => col.notNull())
          .addColumn('why_travel_text', 'text', (col) => col.notNull()),
      ).execute();
      await db.schema
        .createIndex('countries_continent_id_idx')
        .on('countries')
        .column('continent_id')
        .execute();

      await withPageSectionColumns(
        db.schema
          .createTable('country_page_sections')
          .addColumn('id', 'integer', generatedId(dialect))
          .addColumn('country_id', 'integer', (col) =>
            col.notNull().references('countries.id').onDelete('cascade'),
          ),
        'country_page_sections',
      )
        // Also the index for "this country's sections, in order".
        .addUniqueConstraint('country_page_sections_country_position_key', ['country_id', 'position'])
        .execute();

      // A country has a special page exactly when it has a row here.
      await withSeo(
        db.schema
          .createTable('special_country_pages')
          .addColumn('country_id', 'integer', (col) =>
            col.primaryKey().references('countries.id').onDelete('cascade'),
          )
          .addColumn('hero_subheading', 'text', (col) => col.notNull())
          .addColumn('hero_image_url', 'text', (col) => col.notNull()),
      ).execute();

      await withPageSectionColumns(
        db.schema
          .createTable('special_country_page_sections')
          .addColumn('id', 'integer', generatedId(dialect))
          .addColumn('country_id', 'integer', (col) =>
            col.notNull().references('special_country_pages.country_id').onDelete('cascade'),
          ),
        'special_country_page_sections',
      )
        .addUniqueConstraint('special_country_page_sections_country_position_key', ['country_id', 'position'])
        .execute();

      await db.schema
        .createTable('special_country_hotels')
        .addColumn('id', 'integer', generatedId(dialect))
        .addColumn('country_id', 'integer', (col) =>
          col.notNull().references('special_country_pages.country_id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('hero_image_url', 'text', (col) => col.notNull())
        .addUniqueConstraint('special_country_hotels_country_position_key', ['country_id', 'position'])
        .execute();

      await withSeo(
        db.schema
          .createTable('packages')
          .addColumn('id', 'integer', generatedId(dialect))
          .addColumn('slug', 'varchar(200)', (col) => col.notNull().unique())
          .addColumn('name', 'text', (col) => col.notNull())
          // The name lower-cased with accents stripped, so search matches 'sao' to 'São' with a plain LIKE.
          .addColumn('search_name', 'text', (col) => col.notNull())
          .addColumn('parent_location', 'text', (col) => col.notNull())
          .addColumn('location', 'text', (col) => col.notNull())
          .addColumn('description', 'text', (col) => col.notNull())
          .addColumn('travel_season_text', 'text', (col) => col.notNull())
          .addColumn('duration_text', 'text', (col) => col.notNull())
          .addColumn('duration_days', 'integer', (col) => col.notNull())
          .addColumn('featured_image', 'text', (col) => col.notNull())
          .addCheckConstraint('packages_duration_days_check', sql`duration_days between 1 and 60`),
      ).execute();

      await db.schema
        .createTable('package_countries')
        .addColumn('package_id', 'integer', (col) =>
          col.notNull().references('packages.id').onDelete('cascade'),
        )
        .addColumn('country_id', 'integer', (col) =>
          col.notNull().references('countries.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('package_countries_pkey', ['package_id', 'country_id'])
        .execute();
      // Country and continent pages look packages up by country.
      await db.schema
        .createIndex('package_countries_country_id_idx')
        .on('package_countries')
        .columns(['country_id', 'package_id'])
        .execute();

      await db.schema
        .createTable('package_gallery_images')
        .addColumn('id', 'integer', generatedId(dialect))
        .addColumn('package_id', 'integer', (col) =>
          col.notNull().references('packages.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('image_url', 'text', (col) => col.notNull())
        .addColumn('alt_text', 'text', (col) => col.notNull())
        .addUniqueConstraint('package_gallery_images_package_position_key', ['package_id', 'position'])
        .execute();

      await db.schema
        .createTable('package_itinerary_days')
        .addColumn('id', 'integer', generatedId(dialect))
        .addColumn('package_id', 'integer', (col) =>
          col.notNull().references('packages.id').onDelete('cascade'),
        )
        .addColumn('day_number', 'integer', (col) => col.notNull())
        .addColumn('subheading', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .addUniqueConstraint('package_itinerary_days_package_day_key', ['package_id', 'day_number'])
        .addCheckConstraint('package_itinerary_days_day_number_check', sql`day_number >= 1`)
        .execute();

      await db.schema
        .createTable('similar_packages')
        .addColumn('package_id', 'integer', (col) =>
          col.notNull().references('packages.id').onDelete('cascade'),
        )
        .addColumn('similar_package_id', 'integer', (col) =>
          col.notNull().references('packages.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('similar_packages_pkey', ['package_id', 'similar_package_id'])
        .addCheckConstraint('similar_packages_not_itself_check', sql`package_id <> similar_package_id`)
        .execute();

      await db.schema
        .createTable('featured_packages')
        .addColumn('package_id', 'integer', (col) =>
          col.primaryKey().references('packages.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (col) => col.notNull().unique())
        .execute();

      // Months keep their calendar number as id: `/travel-by-month/1/` is January.
      await withSeo(
        db.schema
          .createTable('months')
          .addColumn('id', 'integer', (col) => col.primaryKey())
          .addColumn('slug', 'varchar(20)', (col) => col.notNull().unique())
          .addColumn('name', 'text', (col) => col.notNull())
          .addColumn('hero_image_url', 'text', (col) => col.notNull())
          .addColumn('paragraph1', 'text', (col) => col.notNull())
          .addColumn('paragraph2', 'text', (col) => col.notNull())
          .addColumn('cta_heading', 'text', (col) => col.notNull())
          .addColumn('cta_text', 'text', (col) => col.notNull())
          .addColumn('cta_button_text', 'text', (col) => col.notNull())
          .addColumn('cta_button_href', 'text', (col) => col.notNull())
          .addCheckConstraint('months_id_check', sql`id between 1 and 12`),
      ).execute();

      await db.schema
        .createTable('month_destinations')
        .addColumn('month_id', 'integer', (col) => col.notNull().references('months.id').onDelete('cascade'))
        .addColumn('country_id', 'integer', (col) =>
          col.notNull().references('countries.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('month_destinations_pkey', ['month_id', 'country_id'])
        .execute();

      await db.schema
        .createTable('month_packages')
        .addColumn('month_id', 'integer', (col) => col.notNull().references('months.id').onDelete('cascade'))
        .addColumn('package_id', 'integer', (col) =>
          col.notNull().references('packages.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('month_packages_pkey', ['month_id', 'package_id'])
        .execute();

      await db.schema
        .createTable('inspiration_categories')
        .addColumn('id', 'integer', generatedId(dialect))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('position', 'integer', (col) => col.notNull().unique())
        .execute();

      await db.schema
        .createTable('inspiration_items')
        .addColumn('id', 'integer', generatedId(dialect))
        .addColumn('category_id', 'integer', (col) =>
          col.notNull().references('inspiration_categories.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('image_url', 'text', (col) => col.notNull())
        .addColumn('href', 'text', (col) => col.notNull())
        .addUniqueConstraint('inspiration_items_category_position_key', ['category_id', 'position'])
        .execute();
    },

    async down(db: MigrationDb) {
      for (const table of [
        'inspiration_items',
        'inspiration_categories',
        'month_packages',
        'month_destinations',
        'months',
        'featured_packages',
        'similar_packages',
        'package_itinerary_days',
        'package_gallery_images',
        'package_countries',
        'packages',
        'special_country_hotels',
        'special_country_page_sections',
        'special_country_pages',
        'country_page_sections',
        'countries',
        'continents',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
