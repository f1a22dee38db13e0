import type { Generated, Insertable } from 'kysely';
import type { UpdatedAt } from '../../db/updated-at';

export interface ContinentsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  /** Menu and page order. */
  position: number;
  title: string;
  description: string;
  hero_subheading: string;
  hero_image_url: string;
  /** The picture beside the continent's countries in the destinations menu. */
  featured_image: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  updated_at: UpdatedAt;
}

export type NewContinent = Insertable<ContinentsTable>;
