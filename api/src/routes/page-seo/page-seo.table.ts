import type { Generated, Insertable } from 'kysely';

export interface PageSeoTable {
  id: Generated<number>;
  /** The page's name as the front end asks for it, e.g. `Homepage`. */
  page: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
}

export type NewPageSeo = Insertable<PageSeoTable>;
