import type { Faq, MiceCategory, MiceDetail, PageSection } from '@lux/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
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
    .select([
      'id',
      'slug',
      'name',
      'hero_title',
      'hero_subtitle',
      'hero_image_url',
      'meta_title',
      'meta_description',
      'meta_keywords',
    ])
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
      .select(['id', 'question', 'answer'])
      .where('category_id', '=', category.id)
      .orderBy('position')
      .execute(),
  ]);

  const { meta_title, meta_description, meta_keywords, ...rest } = category;
  return {
    ...rest,
    page_sections: page_sections satisfies PageSection[],
    faqs: faqs satisfies Faq[],
    seo: { meta_title, meta_description, meta_keywords },
  };
}
