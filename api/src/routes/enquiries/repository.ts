import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/database';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { enqueueMessages } from '../../outbox/queue';
import type { Delivery } from '../../outbox/worker';
import type { EnquiriesTable, NewEnquiry, SpamReason } from './enquiries.table';
import { groupCommit } from '../../db/group-commit';

export interface SpamVerdict {
  reason: SpamReason;
  website: string;
  form_duration_ms: number | null;
}

export interface IdempotencyClaim {
  key: string;
  /** Identifies the payload; a retry must send the same one. */
  payloadHash: string;
}

export type EnquiryFields = Omit<NewEnquiry, 'id' | 'created_at'>;

export type StoreOutcome =
  | { outcome: 'created'; id: string }
  /** The key was seen with this payload before: the enquiry stored then, nothing new stored now. */
  | { outcome: 'replayed'; id: string }
  /** The key was seen with another payload. */
  | { outcome: 'key_reused' };

export interface StoreOptions {
  /** Stores it apart, in spam_enquiries, with the reason. */
  spam?: SpamVerdict;
  idempotency?: IdempotencyClaim;
}

/**
 * Stores one enquiry (or spam, in its own table) within the caller's transaction. With an idempotency
 * key, the key row is claimed first: a concurrent copy of the request waits on that row (PostgreSQL)
 * or on the write lock (SQLite), then finds it and reports the enquiry already stored instead of
 * storing a second one.
 */
async function storeInTransaction(
  trx: Kysely<Database>,
  fields: EnquiryFields,
  { spam, idempotency }: StoreOptions,
  delivery: Pick<Delivery, 'kinds'>,
): Promise<StoreOutcome> {
  const id = randomUUID();
  const created_at = new Date().toISOString();

  if (idempotency) {
    const claimed = await trx
      .insertInto('enquiry_idempotency_keys')
      .values({
        idempotency_key: idempotency.key,
        payload_hash: idempotency.payloadHash,
        enquiry_id: id,
        created_at,
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('enquiry_id')
      .executeTakeFirst();
    if (!claimed) {
      const earlier = await trx
        .selectFrom('enquiry_idempotency_keys')
        .select(['payload_hash', 'enquiry_id'])
        .where('idempotency_key', '=', idempotency.key)
        .executeTakeFirstOrThrow();
      return earlier.payload_hash === idempotency.payloadHash
        ? { outcome: 'replayed', id: earlier.enquiry_id }
        : { outcome: 'key_reused' };
    }
  }

  if (spam) {
    await trx
      .insertInto('spam_enquiries')
      .values({
        ...fields,
        id,
        created_at,
        spam_reason: spam.reason,
        website: spam.website,
        form_duration_ms: spam.form_duration_ms,
      })
      .execute();
  } else {
    await trx
      .insertInto('enquiries')
      .values({ ...fields, id, created_at })
      .execute();
    // In the same transaction: an enquiry is never stored without what must be sent about it.
    await enqueueMessages(trx, id, created_at, delivery.kinds);
  }
  return { outcome: 'created', id };
}

export interface EnquiryWriter {
  /** Resolves once the enquiry's transaction has committed (and so been flushed to disk). */
  store(fields: EnquiryFields, options?: StoreOptions): Promise<StoreOutcome>;
}

interface PendingWrite {
  fields: EnquiryFields;
  options: StoreOptions;
  resolve(outcome: StoreOutcome): void;
  reject(error: unknown): void;
}

/** Enough to share one commit among every request a busy minute brings at once. */
const MAX_BATCH = 200;

/**
 * Stores each enquiry with its queued messages (`delivery.kinds`) and wakes the delivery worker once
 * they are committed.
 *
 * Group commit: enquiries that arrive while a commit is under way are stored together in the next
 * transaction, so many share one fsync instead of each waiting for its own (SQLite's synchronous
 * commits otherwise cap writes at one disk flush each). Nothing is acknowledged before its commit;
 * if a batch fails, each of its enquiries is retried on its own, so one bad write fails only itself,
 * unless the database is out of reach: then the whole batch fails at once (a 503 to each sender).
 */
export function createEnquiryWriter(db: Kysely<Database>, delivery: Delivery): EnquiryWriter {
  const write = async (batch: PendingWrite[]): Promise<void> => {
    try {
      const outcomes = await db.transaction().execute(async (trx) => {
        const stored: StoreOutcome[] = [];
        for (const { fields, options } of batch) {
          stored.push(await storeInTransaction(trx, fields, options, delivery));
        }
        return stored;
      });
      batch.forEach((pending, index) => pending.resolve(outcomes[index] as StoreOutcome));
      if (batch.some(({ options }, index) => !options.spam && outcomes[index]?.outcome === 'created')) {
        delivery.wake();
      }
    } catch (error) {
      // Without the database every write fails alike, and retrying one whose commit went through
      // just before the connection dropped would store it twice.
      const retryEach = batch.length > 1 && !isDatabaseUnavailable(error);
      if (retryEach) for (const pending of batch) await write([pending]);
      else for (const pending of batch) pending.reject(error);
    }
  };

  const enqueue = groupCommit(write, MAX_BATCH);
  return {
    store: (fields, options = {}) =>
      new Promise((resolve, reject) => enqueue({ fields, options, resolve, reject })),
  };
}

/** An enquiry as the travel experts read it: the stored columns, with plain dates and booleans. */
export type StoredEnquiry = Omit<Selectable<EnquiriesTable>, 'created_at' | 'newsletter_signup'> & {
  /** ISO 8601, UTC. */
  created_at: string;
  newsletter_signup: boolean;
  /** Null for a real enquiry. */
  spam_reason: SpamReason | null;
};

const listedColumns = [
  'id',
  'created_at',
  'form_kind',
  'destination_slug',
  'destination_name',
  'travel_month',
  'travel_year',
  'duration',
  'pax',
  'comments',
  'source',
  'full_name',
  'email',
  'country_code',
  'phone',
  'newsletter_signup',
  'page_url',
] as const;

/** Enquiries received at or after `since`, newest first; spam only when asked, marked by its reason. */
export async function listEnquiries(
  db: Kysely<Database>,
  { since, includeSpam = false }: { since: Date; includeSpam?: boolean },
): Promise<StoredEnquiry[]> {
  const from = since.toISOString();
  const real = db
    .selectFrom('enquiries')
    .select([...listedColumns, sql<SpamReason | null>`null`.as('spam_reason')])
    .where('created_at', '>=', from);
  const rows = includeSpam
    ? await real
        .unionAll(
          db
            .selectFrom('spam_enquiries')
            .select([...listedColumns, 'spam_reason'])
            .where('created_at', '>=', from),
        )
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
    : await real.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();

  return rows.map((row) => ({
    ...row,
    created_at: new Date(row.created_at).toISOString(),
    newsletter_signup: Boolean(row.newsletter_signup),
  }));
}
