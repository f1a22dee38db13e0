import {
  journalPostSummarySchema,
  type JournalContentBlock,
  type JournalPost,
  type JournalPostSummary,
} from '@lux/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { columnsOf, seoColumns, splitSeo } from '../columns';
import type { SlugOrId } from '../slug-or-id';

const summaryColumns = columnsOf(journalPostSummarySchema);

export async function listJournalPosts(db: Kysely<Database>): Promise<JournalPostSummary[]> {
  return db
    .selectFrom('journal_posts')
    .select(summaryColumns)
    .orderBy('published_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findJournalPost(db: Kysely<Database>, key: SlugOrId): Promise<JournalPost | undefined> {
  const post = await db
    .selectFrom('journal_posts')
    .select([...summaryColumns, ...seoColumns])
    .$call((query) => ('id' in key ? query.where('id', '=', key.id) : query.where('slug', '=', key.slug)))
    .executeTakeFirst();
  if (!post) return undefined;

  const blocks = await db
    .selectFrom('journal_content_blocks')
    .select(['id', 'block_type', 'text_content', 'image_url', 'alt_text'])
    .where('post_id', '=', post.id)
    .orderBy('position')
    .execute();

  const [summary, seo] = splitSeo(post);
  return {
    ...summary,
    // The table's check constraint guarantees the fields each block type needs.
    content_blocks: blocks.map((block): JournalContentBlock =>
      block.block_type === 'text'
        ? { id: block.id, block_type: 'text', text_content: block.text_content ?? '' }
        : {
            id: block.id,
            block_type: 'image',
            image_url: block.image_url ?? '',
            alt_text: block.alt_text ?? '',
          },
    ),
    seo,
  };
}
