import { sql, type Kysely } from 'kysely';
import type { ContentCache } from './content-cache';
import type { Database } from './db/database';

/** How often the API looks for writes another process made to its SQLite file. */
export const SQLITE_CHECK_INTERVAL_MS = 250;

/**
 * On SQLite, content written into the file by another process (an editor's tool, a script, a test) drops
 * `cache` within SQLITE_CHECK_INTERVAL_MS: SQLite's `data_version` moves on whenever another connection
 * commits, never for this connection's own writes (enquiries), which change no content. PostgreSQL has
 * LISTEN/NOTIFY for this (content-changes.ts). Returns how to stop.
 */
export function watchSqliteWrites(db: Kysely<Database>, cache: ContentCache): () => void {
  let last: number | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const check = async () => {
    try {
      const { rows } = await sql<{ data_version: number }>`pragma data_version`.execute(db);
      const version = rows[0]?.data_version;
      if (last !== undefined && version !== last) cache.contentChanged();
      last = version;
    } catch {
      // The database is closing or out of reach: nothing is read from it either.
    }
    if (!stopped) timer = setTimeout(check, SQLITE_CHECK_INTERVAL_MS).unref();
  };
  void check();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
