// One type per entity of SPEC section 3, exactly as the API sends it (snake_case where the spec says so).
// Image URLs point at our media server: `/media/<key>.webp`, with responsive variants beside it
// (see ui/ResponsiveImage).

export interface Seo {
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
}

export interface PageSeo {
  page: string;
  seo: Seo;
}

export interface JournalTextBlock {
  id: number;
  block_type: 'text';
  text_content: string;
}

export interface JournalImageBlock {
  id: number;
  block_type: 'image';
  image_url: string;
  alt_text: string;
}

export type JournalContentBlock = JournalTextBlock | JournalImageBlock;

/** A journal post as listed by `GET /journal/`: everything but the content blocks. */
export interface JournalPostSummary {
  id: number;
  slug: string;
  title: string;
  featured_image: string;
  /** ISO date, `YYYY-MM-DD`. */
  published_date: string;
  excerpt: string;
  author: string;
}

export interface JournalPost extends JournalPostSummary {
  content_blocks: JournalContentBlock[];
  seo: Seo;
}

export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
}
