import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Long enough to find a real enquiry the spam checks caught by mistake. */
export const SPAM_RETENTION_DAYS = 30;

/** A client retries within minutes; past a day, the same key is a new enquiry. */
export const IDEMPOTENCY_KEY_RETENTION_HOURS = 24;

export interface RetentionRule {
  /** Enquiries older than this many days are deleted. */
  retentionDays: number;
}

/** How many rows of each kind a deletion removed. */
export interface DeletedEnquiryData {
  enquiries: number;
  spam: number;
  idempotencyKeys: number;
}

/**
 * Deletes what is kept no longer: enquiries past the retention, spam past 30 days, Idempotency-Keys
 * past 24 hours, all judged by when they were received. Each delete stands alone and repeats safely,
 * so several instances may run it at once.
 */
export async function pruneExpired(
  db: Kysely<Database>,
  now: Date,
  { retentionDays }: RetentionRule,
): Promise<DeletedEnquiryData> {
  const olderThan = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const deleted = async (
    table: 'enquiries' | 'spam_enquiries' | 'enquiry_idempotency_keys',
    ms: number,
  ): Promise<number> => {
    const result = await db.deleteFrom(table).where('created_at', '<', olderThan(ms)).executeTakeFirst();
    return Number(result.numDeletedRows);
  };
  return {
    enquiries: await deleted('enquiries', retentionDays * DAY_MS),
    spam: await deleted('spam_enquiries', SPAM_RETENTION_DAYS * DAY_MS),
    idempotencyKeys: await deleted('enquiry_idempotency_keys', IDEMPOTENCY_KEY_RETENTION_HOURS * HOUR_MS),
  };
}

export interface PruningOptions extends RetentionRule {
  /** The clock; tests pass their own. */
  now?: () => Date;
}

/**
 * Prunes when the app is ready, then once a day while it runs (a timer that keeps no process alive),
 * and waits for a pass under way when the app closes. A failed pass is logged and tried again the
 * next day: it must never stop the API taking enquiries.
 */
export function pruneDaily(
  app: FastifyInstance,
  db: Kysely<Database>,
  { now = () => new Date(), ...rule }: PruningOptions,
): void {
  let pass = Promise.resolve();
  const prune = () => {
    // One pass at a time, should one ever take longer than a day.
    pass = pass.then(async () => {
      try {
        const pruned = await pruneExpired(db, now(), rule);
        if (Object.values(pruned).some((count) => count > 0)) {
          app.log.info(pruned, 'Deleted enquiry data past its retention');
        }
      } catch (error) {
        app.log.error({ err: error }, 'Could not delete enquiry data past its retention');
      }
    });
    return pass;
  };

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await prune();
    timer = setInterval(prune, DAY_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await pass;
  });
}
