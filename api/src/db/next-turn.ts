/**
 * Resolves after a turn of the event loop. SQLite's driver (better-sqlite3) runs each statement, a
 * commit's fsync included, synchronously: a writer that gathers work into one commit awaits this before
 * each, so what arrived during the last one (requests, send outcomes) has been read and joins it.
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
