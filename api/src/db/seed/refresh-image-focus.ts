import type { Kysely } from 'kysely';
import { mediaUrl } from './content-helpers';

// Our own artwork's URL as content stores it: the picture's key and the focal point it was painted with.
const ARTWORK_URL = /^\/media\/([a-z0-9-]+)\.webp#focus=\d+,\d+$/;
// Columns that hold a picture's URL: image_url, hero_image_url, featured_image, imageUrl...
const IMAGE_COLUMN = /image/i;

/**
 * Seed content is written once, so a database seeded before the painter last moved a picture's
 * subject keeps the old `#focus=x,y`, and phones would crop that subject away. This rewrites every
 * stored URL of our own artwork to the focal point the painter gives it now; any other URL, such as a
 * photograph an editor put in its place, is left as it is. Cheap and idempotent, so it runs on every
 * start; two instances starting together write the same values.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- it walks whatever tables the schema has
export async function refreshImageFocus(db: Kysely<any>): Promise<number> {
  let updated = 0;
  const tables = await db.introspection.getTables();
  for (const table of tables) {
    for (const { name: column } of table.columns.filter((candidate) => IMAGE_COLUMN.test(candidate.name))) {
      const stored: Record<string, unknown>[] = await db
        .selectFrom(table.name)
        .select(column)
        .distinct()
        .where(column, 'like', '/media/%#focus=%')
        .execute();
      for (const url of stored.map((row) => row[column])) {
        const key = typeof url === 'string' ? ARTWORK_URL.exec(url)?.[1] : undefined;
        if (!key || mediaUrl(key) === url) continue;
        const result = await db
          .updateTable(table.name)
          .set({ [column]: mediaUrl(key) })
          .where(column, '=', url)
          .executeTakeFirst();
        updated += Number(result.numUpdatedRows);
      }
    }
  }
  return updated;
}
