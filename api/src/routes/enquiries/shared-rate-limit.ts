import { randomBytes } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';

/**
 * The salt every instance hashes client addresses with: the first instance to ask makes it. The
 * counters only ever hold hashes, and only until their window ends.
 */
export async function sharedSalt(db: Kysely<Database>): Promise<string> {
  await db
    .insertInto('rate_limit_salt')
    .values({ id: 1, salt: randomBytes(32).toString('hex') })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const { salt } = await db
    .selectFrom('rate_limit_salt')
    .select('salt')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return salt;
}

export interface SharedCounter {
  /** Counts one hit for `key`: its hits in the current window, and the window's time left. */
  hit(key: string, windowMs: number, now?: number): Promise<{ current: number; ttl: number }>;
}

/**
 * Hits per key in the database, in a fixed window from the key's first hit (as the in-memory store
 * counts), incremented atomically: N instances allow the limit once between them, not N times. Ended
 * windows are deleted, at most once a window per instance.
 */
export function sharedCounter(db: Kysely<Database>): SharedCounter {
  let lastCleanup = 0;
  return {
    async hit(key, windowMs, now = Date.now()) {
      const ended = now - windowMs;
      // Both SET expressions read the row as it was, so the window restarts and counts from 1 at once.
      const { rows } = await sql<{ hits: number; window_start: string }>`
        insert into rate_limit_counters as counter (key, window_start, hits) values (${key}, ${now}, 1)
        on conflict (key) do update set
          window_start = case when counter.window_start <= ${ended} then excluded.window_start else counter.window_start end,
          hits = case when counter.window_start <= ${ended} then 1 else counter.hits + 1 end
        returning hits, window_start`.execute(db);
      const [row] = rows;
      if (!row) throw new Error('The rate limit upsert returned no row');
      if (now - lastCleanup >= windowMs) {
        lastCleanup = now;
        await db.deleteFrom('rate_limit_counters').where('window_start', '<=', String(ended)).execute();
      }
      return { current: row.hits, ttl: Number(row.window_start) + windowMs - now };
    },
  };
}

/** @fastify/rate-limit's store over `sharedCounter`. */
export function sharedRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  const counter = sharedCounter(db);
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    incr(...[key, callback, timeWindow]: Parameters<FastifyRateLimitStore['incr']>): void {
      counter.hit(key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
