import { journalPostSummarySchema, seoSchema } from '@lux/shared/contract';
import { z } from 'zod';
import { mediaUrl, type SeedBlock } from './content-helpers';
import { readContent } from './content-files';
import { contentOf, mediaKey, slug, text } from './content-fields';

/** A post as content/journal.yaml has it: its blocks are paragraphs of text, or a picture. */
const journalFileSchema = z.array(
  contentOf(journalPostSummarySchema.omit({ id: true })).extend({
    ...contentOf(seoSchema).shape,
    slug,
    featured_image: mediaKey,
    blocks: z
      .array(
        z.union([
          z.strictObject({ text: z.array(text).min(1) }),
          z.strictObject({ image: mediaKey, alt: text }),
        ]),
      )
      .min(1),
  }),
);

export interface SeedJournalPost extends Omit<z.infer<typeof journalFileSchema>[number], 'blocks'> {
  blocks: SeedBlock[];
}

/** The journal's posts, as they are stored: pictures as media URLs, paragraphs split by blank lines. */
export const seedJournalPosts: SeedJournalPost[] = readContent('journal', journalFileSchema).map(
  ({ featured_image, blocks, ...post }) => ({
    ...post,
    featured_image: mediaUrl(featured_image),
    blocks: blocks.map((block): SeedBlock =>
      'text' in block
        ? { block_type: 'text', text_content: block.text.join('\n\n') }
        : { block_type: 'image', image_url: mediaUrl(block.image), alt_text: block.alt },
    ),
  }),
);
