import {
  experienceDetailSchema,
  miceDetailSchema,
  therapyGroupSchema,
  therapyProgramDetailSchema,
  therapySchema,
  wellnessCountrySchema,
  wellnessHotelCardSchema,
} from '@lux/shared/contract';
import { z } from 'zod';
import { seedSectionSchema } from '../destinations/types';
import { contentOf, keywords, mediaKey, slug, text } from '../content-fields';

// The shapes of the experiences, wellness and MICE content files (content/experiences/): the
// contract's fields where a file carries them as the API sends them, and beside them what a file
// writes its own way. Images are media keys (see `mediaUrl`); favourite trips are package slugs,
// resolved to ids when inserted.

export const seedExperienceSchema = contentOf(
  experienceDetailSchema.omit({
    id: true,
    hero_image_url: true,
    is_hero_video: true,
    hero_video_url: true,
    description_paragraphs: true,
    page_sections: true,
    testimonials: true,
    seo: true,
  }),
).extend({
  slug,
  hero: mediaKey,
  /** The hero is a looping clip made from the hero artwork (`/media/<hero>.mp4`). */
  heroVideo: z.literal(true).optional(),
  /** Three or four paragraphs; stored one a line, as the page splits them. */
  paragraphs: z.array(text).min(1),
  /** Slugs of seeded packages, in order. */
  packages: z.array(slug),
  sections: z.array(seedSectionSchema),
  testimonials: z.array(z.tuple([text, text])),
  /** The page's meta description. */
  metaDescription: text,
  keywords,
});
export type SeedExperience = z.infer<typeof seedExperienceSchema>;

export const seedExperienceGroupSchema = z.strictObject({
  name: text,
  items: z.array(seedExperienceSchema).min(1),
});
export type SeedExperienceGroup = z.infer<typeof seedExperienceGroupSchema>;

export const seedProgramSchema = contentOf(therapyProgramDetailSchema).extend({
  includes: z.array(text).min(1),
  /** Lines of price text, the first the per-person price. */
  price: z.array(text).min(1),
});
export type SeedProgram = z.infer<typeof seedProgramSchema>;

export const seedTherapySchema = contentOf(
  therapySchema.omit({ id: true, imageUrl: true, full_description: true }),
).extend({
  image: mediaKey,
  /** Paragraphs, stored separated by blank lines. */
  fullDescription: z.array(text).min(1),
  benefits: z.array(text),
  program_details: z.array(seedProgramSchema).min(1),
});
export type SeedTherapy = z.infer<typeof seedTherapySchema>;

export const seedWellnessHotelSchema = contentOf(
  wellnessHotelCardSchema.omit({ hero_image_url: true }),
).extend({
  slug,
  hero: mediaKey,
  /** `[media key, alt text, heading]`, the slider's images in order. */
  gallery: z.array(z.tuple([mediaKey, text, text])).min(1),
  therapies: z.array(contentOf(therapyGroupSchema).extend({ items: z.array(seedTherapySchema).min(1) })),
  sections: z.array(seedSectionSchema),
  keywords,
});
export type SeedWellnessHotel = z.infer<typeof seedWellnessHotelSchema>;

export const seedWellnessCountrySchema = contentOf(
  wellnessCountrySchema.omit({ wellness_hero_image_url: true, seo: true }),
).extend({
  slug,
  /** Its card in the experiences menu. */
  image: mediaKey,
  hero: mediaKey,
  hotels: z.array(seedWellnessHotelSchema),
  metaDescription: text,
  keywords,
});
export type SeedWellnessCountry = z.infer<typeof seedWellnessCountrySchema>;

export const seedMiceCategorySchema = contentOf(
  miceDetailSchema.omit({ hero_image_url: true, page_sections: true, seo: true }),
).extend({
  slug,
  hero: mediaKey,
  sections: z.array(seedSectionSchema),
  faqs: z.array(z.tuple([text, text])),
  metaDescription: text,
  keywords,
});
export type SeedMiceCategory = z.infer<typeof seedMiceCategorySchema>;
