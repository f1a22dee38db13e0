import {
  inspirationCategorySchema,
  inspirationItemSchema,
  type InspirationCategory,
} from '@lux/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { columnsOf } from '../columns';

/** The inspiration menu: categories in order, each with its items, in two queries. */
export async function listInspirationCategories(db: Kysely<Database>): Promise<InspirationCategory[]> {
  const [categories, items] = await Promise.all([
    db
      .selectFrom('inspiration_categories')
      .select(columnsOf(inspirationCategorySchema, 'items'))
      .orderBy('position')
      .execute(),
    db
      .selectFrom('inspiration_items')
      .select(['category_id', ...columnsOf(inspirationItemSchema)])
      .orderBy('category_id')
      .orderBy('position')
      .execute(),
  ]);

  const byCategory = new Map<number, InspirationCategory['items']>();
  for (const { category_id, ...item } of items) {
    const list = byCategory.get(category_id) ?? [];
    list.push(item);
    byCategory.set(category_id, list);
  }
  return categories.map((category) => ({ ...category, items: byCategory.get(category.id) ?? [] }));
}
