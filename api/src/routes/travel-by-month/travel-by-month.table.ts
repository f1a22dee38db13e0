import type { Insertable } from 'kysely';
import type { UpdatedAt } from '../../db/updated-at';

export interface MonthsTable {
  /** The month's number: 1 is January. */
  id: number;
  /** The lower-case English name, as month URLs use it. */
  slug: string;
  name: string;
  hero_image_url: string;
  paragraph1: string;
  paragraph2: string;
  cta_heading: string;
  cta_text: string;
  cta_button_text: string;
  cta_button_href: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  updated_at: UpdatedAt;
}

export interface MonthDestinationsTable {
  month_id: number;
  country_id: number;
  position: number;
  /** Why this country in this month. */
  description: string;
}

export interface MonthPackagesTable {
  month_id: number;
  package_id: number;
  position: number;
}

export type NewMonth = Insertable<MonthsTable>;
