import type { Generated } from 'kysely';
import type { CountryPageSectionsTable } from '../countries/countries.table';
import type { UpdatedAt } from '../../db/updated-at';

/**
 * A country of wellness retreats. Its own record, not a destinations country: it has its own ids (the
 * footer links `/wellness/countries/5`), its own pages and its own place in the experiences menu.
 */
export interface WellnessCountriesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  position: number;
  /** Its card in the experiences menu. */
  image_url: string;
  wellness_hero_image_url: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  updated_at: UpdatedAt;
}

export interface WellnessHotelsTable {
  id: Generated<number>;
  slug: string;
  country_id: number;
  position: number;
  name: string;
  /** E.g. `Rishikesh, Uttarakhand`. */
  location: string;
  /** One line for the hotel's card. */
  summary: string;
  hero_image_url: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  updated_at: UpdatedAt;
}

export interface WellnessGalleryImagesTable {
  id: Generated<number>;
  hotel_id: number;
  position: number;
  image_url: string;
  alt_text: string;
  heading: string;
}

export interface WellnessTherapyGroupsTable {
  id: Generated<number>;
  hotel_id: number;
  position: number;
  heading: string;
}

export interface WellnessTherapiesTable {
  id: Generated<number>;
  group_id: number;
  position: number;
  title: string;
  description: string;
  image_url: string;
  parent_program: string;
  full_description: string;
  // The lists below are only ever read whole, with their therapy, so each is one JSON text column
  // (a JSON array) rather than tables of lines no query looks into.
  /** `string[]` as JSON. */
  benefits: string;
  /** `TherapyProgramDetail[]` as JSON. */
  program_details: string;
}

/** An image-and-text block of a wellness hotel page: a country page section's columns. */
export type WellnessHotelSectionsTable = Omit<CountryPageSectionsTable, 'country_id'> & {
  hotel_id: number;
};
