import {
  faqSchema,
  miceDetailSchema,
  type Faq,
  type MiceCategory,
  type MiceDetail,
  type PageSection,
} from '@lux/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { columnsOf, seoColumns, splitSeo } from '../columns';
import { pageSectionColumns } from '../experiences/repository';
import type { SlugOrId } from '../slug-or-id';

/** The MICE menu, in order; a category's card is its hero picture. */
export function listMiceCategories(db: Kysely<Database>): Promise<MiceCategory[]> {
  return db
    .selectFrom('mice_categories')
    .select(['id', 'slug', 'name', 'hero_image_url as image_url'])
    .orderBy('position')
    .execute();
}

export async function findMiceDetail(db: Kysely<Database>, key: SlugOrId): Promise<MiceDetail | undefined> {
  const category = await db
    .selectFrom('mice_categories')
    .select([...columnsOf(miceDetailSchema, 'page_sections', 'faqs', 'seo'), ...seoColumns])
    .$call((query) => ('id' in key ? query.where('id', '=', key.id) : query.where('slug', '=', key.slug)))
    .executeTakeFirst();
  if (!category) return undefined;

  const [page_sections, faqs] = await Promise.all([
    db
      .selectFrom('mice_page_sections')
      .select(pageSectionColumns)
      .where('category_id', '=', category.id)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('mice_faqs')
      .select(columnsOf(faqSchema))
      .where('category_id', '=', category.id)
      .orderBy('position')
      .execute(),
  ]);

  const [rest, seo] = splitSeo(category);
  return {
    ...rest,
    page_sections: page_sections satisfies PageSection[],
    faqs: faqs satisfies Faq[],
    seo,
  };
}
