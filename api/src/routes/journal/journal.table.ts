import type { Generated, Insertable, Selectable } from 'kysely';

export interface JournalPostsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  featured_image: string;
  /** `YYYY-MM-DD`; read back as text on both databases so it reaches clients unchanged. */
  published_date: string;
  excerpt: string;
  author: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
}

export interface JournalContentBlocksTable {
  id: Generated<number>;
  post_id: number;
  position: number;
  block_type: 'text' | 'image';
  text_content: string | null;
  image_url: string | null;
  alt_text: string | null;
}

export type JournalPostRow = Selectable<JournalPostsTable>;
export type NewJournalPost = Insertable<JournalPostsTable>;
export type NewJournalContentBlock = Insertable<JournalContentBlocksTable>;
