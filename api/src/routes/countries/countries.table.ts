import type { Generated, Insertable } from 'kysely';
import type { UpdatedAt } from '../../db/updated-at';

export interface CountriesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  continent_id: number;
  hero_subheading: string;
  /** The country page's hero, also its card on continent and month pages. */
  hero_image_url: string;
  why_travel_text: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  updated_at: UpdatedAt;
}

interface PageSectionColumns {
  id: Generated<number>;
  country_id: number;
  position: number;
  heading: string;
  text: string;
  button_text: string | null;
  button_href: string | null;
  image_url: string;
  image_position: 'left' | 'right';
}

export type CountryPageSectionsTable = PageSectionColumns;

/** One row per country that has an island-style special page. */
export interface SpecialCountryPagesTable {
  country_id: number;
  hero_subheading: string;
  hero_image_url: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  updated_at: UpdatedAt;
}

export type SpecialCountryPageSectionsTable = PageSectionColumns;

export interface SpecialCountryHotelsTable {
  id: Generated<number>;
  country_id: number;
  position: number;
  name: string;
  description: string;
  hero_image_url: string;
}

export type NewCountry = Insertable<CountriesTable>;
export type NewPageSection = Insertable<PageSectionColumns>;
export type NewSpecialCountryPage = Insertable<SpecialCountryPagesTable>;
export type NewSpecialCountryHotel = Insertable<SpecialCountryHotelsTable>;
