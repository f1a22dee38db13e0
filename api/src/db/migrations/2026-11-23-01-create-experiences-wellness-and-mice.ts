import { sql, type CreateTableBuilder, type Migration } from 'kysely';
import { generatedId, type MigrationDb, type MigrationDialect } from './dialect';

// Migrations are frozen once released, so these helpers are this migration's own copies of the
// destinations migration's, not imports that a later edit there could change.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations build untyped tables
const withSeo = <T extends string>(table: CreateTableBuilder<T, any>) =>
  table
    .addColumn('meta_title', 'text', (col) => col.notNull())
    .addColumn('meta_description', 'text', (col) => col.notNull())
    .addColumn('meta_keywords', 'text', (col) => col.notNull());

/** An image-and-text block owned by a row of `owner`, in order, one per position. */
const createPageSections = (
  db: MigrationDb,
  dialect: MigrationDialect,
  name: string,
  ownerColumn: string,
  owner: string,
) =>
  db.schema
    .createTable(name)
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn(ownerColumn, 'integer', (col) => col.notNull().references(`${owner}.id`).onDelete('cascade'))
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
    )
    // Also the index for "this page's sections, in order".
    .addUniqueConstraint(`${name}_owner_position_key`, [ownerColumn, 'position'])
    .execute();

/**
 * The experiences menu and pages, wellness countries with their retreats and therapies, and the MICE
 * (business events) categories with their FAQs. Seeded rows carry explicit ids (the footer links
 * `/experiences/6`, `/wellness/countries/5` and `/mice/4`), so ids stay stable.
 */
export function createExperiencesWellnessAndMice(dialect: MigrationDialect): Migration {
  return {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('experience_groups')
        .addColumn('id', 'integer', generatedId(dialect))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('position', 'integer', (col) => col.notNull().unique())
        .execute();

      await withSeo(
        db.schema
          .createTable('experiences')
          .addColumn('id', 'integer', generatedId(dialect))
          .addColumn('group_id', 'integer', (col) =>
            col.notNull().references('experience_groups.id').onDelete('restrict'),
          )
          .addColumn('position', 'integer', (col) => col.notNull())
          .addColumn('slug', 'varchar(200)', (col) => col.notNull().unique())
          .addColumn('name', 'text', (col) => col.notNull())
          .addColumn('hero_title', 'text', (col) => col.notNull())
          .addColumn('hero_image_url', 'text', (col) => col.notNull())
          .addColumn('hero_video_url', 'text')
          .addColumn('description_title', 'text', (col) => col.notNull())
          .addColumn('description_paragraphs', 'text', (col) => col.notNull())
          .addColumn('description_summary', 'text', (col) => col.notNull())
          .addColumn('why_trust_us_title', 'text', (col) => col.notNull())
          // Also the index for "this group's items, in order".
          .addUniqueConstraint('experiences_group_position_key', ['group_id', 'position']),
      ).execute();

      await db.schema
        .createTable('experience_packages')
        .addColumn('experience_id', 'integer', (col) =>
          col.notNull().references('experiences.id').onDelete('cascade'),
        )
        .addColumn('package_id', 'integer', (col) =>
          col.notNull().references('packages.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('experience_packages_pkey', ['experience_id', 'package_id'])
        .execute();

      await createPageSections(db, dialect, 'experience_page_sections', 'experience_id', 'experiences');

      await db.schema
        .createTable('experience_testimonials')
        .addColumn('id', 'integer', generatedId(dialect))
        .addColumn('experience_id', 'integer', (col) =>
          col.notNull().references('experiences.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('quote', 'text', (col) => col.notNull())
        .addColumn('author', 'text', (col) => col.notNull())
        .addUniqueConstraint('experience_testimonials_experience_position_key', ['experience_id', 'position'])
        .execute();

      await withSeo(
        db.schema
          .createTable('wellness_countries')
          .addColumn('id', 'integer', generatedId(dialect))
          .addColumn('slug', 'varchar(200)', (col) => col.notNull().unique())
          .addColumn('name', 'text', (col) => col.notNull())
          .addColumn('position', 'integer', (col) => col.notNull().unique())
          .addColumn('image_url', 'text', (col) => col.notNull())
          .addColumn('wellness_hero_image_url', 'text', (col) => col.notNull()),
      ).execute();

      await withSeo(
        db.schema
          .createTable('wellness_hotels')
          .addColumn('id', 'integer', generatedId(dialect))
          .addColumn('slug', 'varchar(200)', (col) => col.notNull().unique())
          .addColumn('country_id', 'integer', (col) =>
            col.notNull().references('wellness_countries.id').onDelete('restrict'),
          )
          .addColumn('position', 'integer', (col) => col.notNull())
          .addColumn('name', 'text', (col) => col.notNull())
          .addColumn('location', 'text', (col) => col.notNull())
          .addColumn('summary', 'text', (col) => col.notNull())
          .addColumn('hero_image_url', 'text', (col) => col.notNull())
          .addUniqueConstraint('wellness_hotels_country_position_key', ['country_id', 'position']),
      ).execute();

      await db.schema
        .createTable('wellness_gallery_images')
        .addColumn('id', 'integer', generatedId(dialect))
        .addColumn('hotel_id', 'integer', (col) =>
          col.notNull().references('wellness_hotels.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('image_url', 'text', (col) => col.notNull())
        .addColumn('alt_text', 'text', (col) => col.notNull())
        .addColumn('heading', 'text', (col) => col.notNull())
        .addUniqueConstraint('wellness_gallery_images_hotel_position_key', ['hotel_id', 'position'])
        .execute();

      await db.schema
        .createTable('wellness_therapy_groups')
        .addColumn('id', 'integer', generatedId(dialect))
        .addColumn('hotel_id', 'integer', (col) =>
          col.notNull().references('wellness_hotels.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('heading', 'text', (col) => col.notNull())
        .addUniqueConstraint('wellness_therapy_groups_hotel_position_key', ['hotel_id', 'position'])
        .execute();

      await db.schema
        .createTable('wellness_therapies')
        .addColumn('id', 'integer', generatedId(dialect))
        .addColumn('group_id', 'integer', (col) =>
          col.notNull().references('wellness_therapy_groups.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('image_url', 'text', (col) => col.notNull())
        .addColumn('parent_program', 'text', (col) => col.notNull())
        .addColumn('full_description', 'text', (col) => col.notNull())
        .addColumn('benefits', 'text', (col) => col.notNull())
        .addColumn('program_details', 'text', (col) => col.notNull())
        .addUniqueConstraint('wellness_therapies_group_position_key', ['group_id', 'position'])
        .execute();

      await createPageSections(db, dialect, 'wellness_hotel_sections', 'hotel_id', 'wellness_hotels');

      await withSeo(
        db.schema
          .createTable('mice_categories')
          .addColumn('id', 'integer', generatedId(dialect))
          .addColumn('slug', 'varchar(200)', (col) => col.notNull().unique())
          .addColumn('name', 'text', (col) => col.notNull())
          .addColumn('position', 'integer', (col) => col.notNull().unique())
          .addColumn('hero_title', 'text', (col) => col.notNull())
          .addColumn('hero_subtitle', 'text', (col) => col.notNull())
          .addColumn('hero_image_url', 'text', (col) => col.notNull()),
      ).execute();

      await createPageSections(db, dialect, 'mice_page_sections', 'category_id', 'mice_categories');

      await db.schema
        .createTable('mice_faqs')
        .addColumn('id', 'integer', generatedId(dialect))
        .addColumn('category_id', 'integer', (col) =>
          col.notNull().references('mice_categories.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('question', 'text', (col) => col.notNull())
        .addColumn('answer', 'text', (col) => col.notNull())
        .addUniqueConstraint('mice_faqs_category_position_key', ['category_id', 'position'])
        .execute();
    },

    async down(db: MigrationDb) {
      for (const table of [
        'mice_faqs',
        'mice_page_sections',
        'mice_categories',
        'wellness_hotel_sections',
        'wellness_therapies',
        'wellness_therapy_groups',
        'wellness_gallery_images',
        'wellness_hotels',
        'wellness_countries',
        'experience_testimonials',
        'experience_page_sections',
        'experience_packages',
        'experiences',
        'experience_groups',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
