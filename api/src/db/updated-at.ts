import type { ColumnType } from 'kysely';

/**
 * When a page's content was last written (its sitemap lastmod). Written as ISO 8601 UTC text; read back
 * as a Date from PostgreSQL's timestamptz and as that text from SQLite.
 */
export type UpdatedAt = ColumnType<Date | string, string | undefined, string>;
