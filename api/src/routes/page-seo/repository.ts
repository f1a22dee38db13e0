import type { PageSeo } from '@lux/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

export async function findPageSeo(db: Kysely<Database>, page: string): Promise<PageSeo | undefined> {
  const row = await db
    .selectFrom('page_seo')
    .select(['page', 'meta_title', 'meta_description', 'meta_keywords'])
    .where('page', '=', page)
    .executeTakeFirst();
  if (!row) return undefined;
  const { page: name, ...seo } = row;
  return { page: name, seo };
}
