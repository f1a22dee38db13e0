import type { Generated } from 'kysely';
import type { CountryPageSectionsTable } from '../countries/countries.table';
import type { UpdatedAt } from '../../db/updated-at';

/** A category of business events (meetings, incentives, conferences, events). */
export interface MiceCategoriesTable {
  /** Fixed by the seed: the footer links `/mice/4`. */
  id: Generated<number>;
  slug: string;
  name: string;
  position: number;
  hero_title: string;
  hero_subtitle: string;
  /** The hero picture, also the category's card in the MICE menu. */
  hero_image_url: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  updated_at: UpdatedAt;
}

/** An image-and-text block of a MICE page: a country page section's columns. */
export type MicePageSectionsTable = Omit<CountryPageSectionsTable, 'country_id'> & {
  category_id: number;
};

export interface MiceFaqsTable {
  id: Generated<number>;
  category_id: number;
  position: number;
  question: string;
  answer: string;
}
