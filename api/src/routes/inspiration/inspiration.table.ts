import type { Generated } from 'kysely';

export interface InspirationCategoriesTable {
  id: Generated<number>;
  name: string;
  position: number;
}

export interface InspirationItemsTable {
  id: Generated<number>;
  category_id: number;
  position: number;
  name: string;
  image_url: string;
  /** A site path the item links to. */
  href: string;
}
