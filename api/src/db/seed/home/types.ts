import {
  collagePositionSchema,
  journeyTabs,
  rotatingTestimonialSchema,
  testimonialCollageItemSchema,
  type JourneyTab,
} from '@lux/shared/contract';
import { z } from 'zod';
import { seedTileSchema } from '../destinations/types';
import { contentOf, mediaKey, slug } from '../content-fields';

// The shapes of the home page's content files (content/home/). Journeys are package slugs, resolved to
// their names and pictures when the data is built; tiles name the page they open.

export interface SeedJourneyItem {
  name: string;
  image: string;
  href: string;
}

export type SeedJourneySection = Record<JourneyTab, SeedJourneyItem[]>;

/** The Start Your Journey grid's tiles, tab by tab, in tab order. */
export const seedJourneyTilesSchema = z.strictObject(
  Object.fromEntries(journeyTabs.map((tab) => [tab, z.array(seedTileSchema).min(1)])) as Record<
    JourneyTab,
    z.ZodArray<typeof seedTileSchema>
  >,
);

const position = collagePositionSchema.strict();

export const seedCollageItemSchema = contentOf(
  testimonialCollageItemSchema.omit({ id: true, imageUrl: true }),
).extend({
  /** The slug of the seeded package the words are about. */
  journey: slug,
  /** A picture of that journey: the media key of one of its gallery's images. */
  picture: mediaKey,
  position,
  mobilePosition: position,
});
export type SeedCollageItem = z.infer<typeof seedCollageItemSchema>;

export const seedRotatingTestimonialSchema = contentOf(rotatingTestimonialSchema.omit({ id: true })).extend({
  /** The slug of the seeded package the words are about; shown by its name. */
  journey: slug,
});
export type SeedRotatingTestimonial = z.infer<typeof seedRotatingTestimonialSchema>;

export const seedHomeTestimonialsSchema = z.strictObject({
  collage: z.array(seedCollageItemSchema).min(1),
  rotating: z.array(seedRotatingTestimonialSchema).min(1),
});
