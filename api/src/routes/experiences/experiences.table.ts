import type { Generated } from 'kysely';
import type { CountryPageSectionsTable } from '../countries/countries.table';
import type { UpdatedAt } from '../../db/updated-at';

/** A column of the experiences menu, e.g. `Journeys by Traveller`. */
export interface ExperienceGroupsTable {
  id: Generated<number>;
  name: string;
  position: number;
}

export interface ExperiencesTable {
  /** Fixed by the seed: the footer links `/experiences/6` and `/experiences/21`. */
  id: Generated<number>;
  group_id: number;
  position: number;
  slug: string;
  name: string;
  hero_title: string;
  /** The hero picture, also the experience's card in the menu. */
  hero_image_url: string;
  /** The looping hero clip, `/media/<key>.mp4`; the page plays it instead of the still when set. */
  hero_video_url: string | null;
  description_title: string;
  /** Paragraphs separated by single line breaks, as the page splits them. */
  description_paragraphs: string;
  description_summary: string;
  why_trust_us_title: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  updated_at: UpdatedAt;
}

/** The favourite trips of an experience, in order. */
export interface ExperiencePackagesTable {
  experience_id: number;
  package_id: number;
  position: number;
}

/** An image-and-text block of an experience page: a country page section's columns. */
export type ExperiencePageSectionsTable = Omit<CountryPageSectionsTable, 'country_id'> & {
  experience_id: number;
};

export interface ExperienceTestimonialsTable {
  id: Generated<number>;
  experience_id: number;
  position: number;
  quote: string;
  author: string;
}
