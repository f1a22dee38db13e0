import { pageSeoSchema, type PageSeo } from '@lux/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { columnsOf, seoColumns, splitSeo } from '../columns';
import type { SlugOrId } from '../slug-or-id';

/** A page's SEO by id or by the page's name, which is its slug (`Homepage`). */
export async function findPageSeo(db: Kysely<Database>, key: SlugOrId): Promise<PageSeo | undefined> {
  const row = await db
    .selectFrom('page_seo')
    .select([...columnsOf(pageSeoSchema, 'seo'), ...seoColumns])
    .$call((query) => ('id' in key ? query.where('id', '=', key.id) : query.where('page', '=', key.slug)))
    .executeTakeFirst();
  if (!row) return undefined;
  const [page, seo] = splitSeo(row);
  return { ...page, seo };
}
