import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../database';
import { mediaUrl } from './content-helpers';
import type { SeedSection } from './destinations/types';

// A row is built from its content record: the fields the file names as the table does go in as they are
// (`...country`); only what the file writes its own way (media keys, slugs, lists) is taken out by name
// and converted. A field added to the contract and the table is inserted without another line.

// Well under SQLite's and PostgreSQL's limits on bound parameters per statement.
const CHUNK_ROWS = 200;

/** Inserts seed rows into a table, a chunk per statement. */
export async function insertRows<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    // The rows are checked against the table at each call; Kysely cannot follow a generic table name.
    await db
      .insertInto(table)
      .values(rows.slice(start, start + CHUNK_ROWS) as never)
      .execute();
  }
}

/** Looks a slug up in a seed index, failing loudly on a typo in the data rather than linking nowhere. */
export const resolver =
  <T>(kind: string, index: Map<string, T>) =>
  (slug: string, from: string): T => {
    const found = index.get(slug);
    if (found === undefined) throw new Error(`${from} refers to unknown ${kind} "${slug}"`);
    return found;
  };

/** The columns of a page's sections (every `*_page_sections` table has them), in page order. */
export const sectionColumns = (sections: SeedSection[]) =>
  sections.map(({ image, button, ...section }, position) => ({
    ...section,
    position,
    button_text: button?.text ?? null,
    button_href: button?.href ?? null,
    image_url: mediaUrl(image),
    // Sections alternate sides down the page, starting with the image on the left.
    image_position: position % 2 === 0 ? ('left' as const) : ('right' as const),
  }));
