/**
 * Resolves after a turn of the event loop. SQLite's driver (better-sqlite3) runs each statement, a
 * commit's fsync included, synchronously: a writer that gathers work into one commit waits for this
 * before each, so what arrived during the last one (requests, send outcomes) has been read and joins it.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Group commit: items that arrive while a commit is under way are written together by the next one,
 * so many share one fsync instead of each waiting for its own. `commit` settles each item of its batch
 * (each carries its own resolve and reject) and must not throw: what it cannot write it rejects.
 * Returns how to add an item.
 */
export function groupCommit<Item>(
  commit: (batch: Item[]) => Promise<void>,
  maxBatch = Number.POSITIVE_INFINITY,
): (item: Item) => void {
  const waiting: Item[] = [];
  let committing = false;
  const drain = async () => {
    committing = true;
    try {
      while (waiting.length > 0) {
        // Without it every batch would be one item.
        await nextTurn();
        await commit(waiting.splice(0, maxBatch));
      }
    } finally {
      committing = false;
    }
  };
  return (item) => {
    waiting.push(item);
    if (!committing) void drain();
  };
}
