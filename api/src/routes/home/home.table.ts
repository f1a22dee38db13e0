import type { Generated } from 'kysely';
import type { JourneyTab } from '@lux/shared/contract';

/** A tile of the home page's Start Your Journey grid. */
export interface JourneyItemsTable {
  id: Generated<number>;
  tab: JourneyTab;
  position: number;
  name: string;
  image_url: string;
  /** A site path the tile links to. */
  href: string;
}

/** A traveller's picture and words in the home page's collage, with its place there (percentages). */
export interface TestimonialCollageItemsTable {
  id: Generated<number>;
  position: number;
  name: string;
  location: string;
  quote: string;
  image_url: string;
  desktop_top: number;
  desktop_left: number;
  desktop_width: number;
  mobile_top: number;
  mobile_left: number;
  mobile_width: number;
}

/** A traveller's words in the home page's rotating testimonials, in order. */
export interface RotatingTestimonialsTable {
  id: Generated<number>;
  position: number;
  quote: string;
  name: string;
  location: string;
  journey: string;
}
