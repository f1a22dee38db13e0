import { z } from 'zod';
import { seedSectionSchema } from '../destinations/types';
import { keywords, mediaKey, slug, text } from '../content-fields';

// The shapes of the experiences, wellness and MICE content files (content/experiences/). Images are
// media keys (see `mediaUrl`); favourite trips are package slugs, resolved to ids when inserted.

export const seedExperienceSchema = z.strictObject({
  slug,
  name: text,
  heroTitle: text,
  hero: mediaKey,
  /** The hero is a looping clip made from the hero artwork (`/media/<hero>.mp4`). */
  heroVideo: z.literal(true).optional(),
  descriptionTitle: text,
  /** Three or four paragraphs; stored one a line, as the page splits them. */
  paragraphs: z.array(text).min(1),
  summary: text,
  /** Slugs of seeded packages, in order. */
  packages: z.array(slug),
  whyTrustUsTitle: text,
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

export const seedProgramSchema = z.strictObject({
  /** E.g. `7 Nights`. */
  duration: text,
  includes: z.array(text).min(1),
  /** Lines of price text, the first the per-person price. */
  price: z.array(text).min(1),
});
export type SeedProgram = z.infer<typeof seedProgramSchema>;

export const seedTherapySchema = z.strictObject({
  title: text,
  description: text,
  image: mediaKey,
  /** The programme it belongs to, e.g. `Ayurveda`. */
  program: text,
  /** Paragraphs, stored separated by blank lines. */
  fullDescription: z.array(text).min(1),
  benefits: z.array(text),
  programs: z.array(seedProgramSchema).min(1),
});
export type SeedTherapy = z.infer<typeof seedTherapySchema>;

export const seedWellnessHotelSchema = z.strictObject({
  id: z.number().int().positive(),
  slug,
  name: text,
  location: text,
  summary: text,
  hero: mediaKey,
  /** `[media key, alt text, heading]`, the slider's images in order. */
  gallery: z.array(z.tuple([mediaKey, text, text])).min(1),
  therapies: z.array(z.strictObject({ heading: text, items: z.array(seedTherapySchema).min(1) })),
  sections: z.array(seedSectionSchema),
  keywords,
});
export type SeedWellnessHotel = z.infer<typeof seedWellnessHotelSchema>;

export const seedWellnessCountrySchema = z.strictObject({
  id: z.number().int().positive(),
  slug,
  name: text,
  /** Its card in the experiences menu. */
  image: mediaKey,
  hero: mediaKey,
  hotels: z.array(seedWellnessHotelSchema),
  metaDescription: text,
  keywords,
});
export type SeedWellnessCountry = z.infer<typeof seedWellnessCountrySchema>;

export const seedMiceCategorySchema = z.strictObject({
  id: z.number().int().positive(),
  slug,
  name: text,
  heroTitle: text,
  heroSubtitle: text,
  hero: mediaKey,
  sections: z.array(seedSectionSchema),
  faqs: z.array(z.tuple([text, text])),
  metaDescription: text,
  keywords,
});
export type SeedMiceCategory = z.infer<typeof seedMiceCategorySchema>;
