import { sql, type Migration } from 'kysely';
import { generatedId, type MigrationDb, type MigrationDialect } from './dialect';

export function createJournal(dialect: MigrationDialect): Migration {
  return {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('journal_posts')
        .addColumn('id', 'integer', generatedId(dialect))
        .addColumn('slug', 'varchar(200)', (col) => col.notNull().unique())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('featured_image', 'text', (col) => col.notNull())
        .addColumn('published_date', 'date', (col) => col.notNull())
        .addColumn('excerpt', 'text', (col) => col.notNull())
        .addColumn('author', 'text', (col) => col.notNull())
        .addColumn('meta_title', 'text', (col) => col.notNull())
        .addColumn('meta_description', 'text', (col) => col.notNull())
        .addColumn('meta_keywords', 'text', (col) => col.notNull())
        .execute();

      // The list is read newest first.
      await db.schema
        .createIndex('journal_posts_published_date_idx')
        .on('journal_posts')
        .columns(['published_date desc', 'id desc'])
        .execute();

      await db.schema
        .createTable('journal_content_blocks')
        .addColumn('id', 'integer', generatedId(dialect))
        .addColumn('post_id', 'integer', (col) =>
          col.notNull().references('journal_posts.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('block_type', 'varchar(10)', (col) => col.notNull())
        .addColumn('text_content', 'text')
        .addColumn('image_url', 'text')
        .addColumn('alt_text', 'text')
        // Also serves as the index for "all blocks of these posts, in order".
        .addUniqueConstraint('journal_content_blocks_post_position_key', ['post_id', 'position'])
        .addCheckConstraint('journal_content_blocks_block_type_check', sql`block_type in ('text', 'image')`)
        // Each kind of block carries exactly what it needs to render.
        .addCheckConstraint(
          'journal_content_blocks_fields_check',
          sql`(block_type = 'text' and text_content is not null)
            or (block_type = 'image' and image_url is not null and alt_text is not null)`,
        )
        .execute();
    },

    async down(db: MigrationDb) {
      await db.schema.dropTable('journal_content_blocks').execute();
      await db.schema.dropTable('journal_posts').execute();
    },
  };
}
