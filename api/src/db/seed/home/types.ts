// The shapes of the home page's seed data. Images are media keys (see `mediaUrl`); journeys are
// package slugs, resolved to their names and pictures when the data is built.
import type { CollagePosition, JourneyTab } from '@lux/shared/contract';

export interface SeedJourneyItem {
  name: string;
  image: string;
  href: string;
}

export type SeedJourneySection = Record<JourneyTab, SeedJourneyItem[]>;

export interface SeedCollageItem {
  name: string;
  /** Where the traveller lives, e.g. `Mumbai, India`. */
  location: string;
  quote: string;
  /** The slug of the seeded package the words are about. */
  journey: string;
  /** A picture of that journey: the media key of one of its gallery's images. */
  picture: string;
  position: CollagePosition;
  mobilePosition: CollagePosition;
}

export interface SeedRotatingTestimonial {
  quote: string;
  name: string;
  location: string;
  /** The slug of the seeded package the words are about; shown by its name. */
  journey: string;
}
