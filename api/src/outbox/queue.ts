import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/database';
import type { MigrationDialect } from '../db/migrations';
import type { EnquiryOutboxTable, MessageKind } from './outbox.table';

export type OutboxRow = Selectable<EnquiryOutboxTable>;

/** A message this instance has claimed: only this claim may record its outcome. */
export interface ClaimedMessage {
  enquiryId: string;
  kind: MessageKind;
  claimToken: string;
  /** Counting this one. */
  attempts: number;
}

export interface DeliveryRules {
  /** After this many attempts without success a message fails for good. */
  maxAttempts: number;
  /** The wait after the first failure; it doubles after each, up to `MAX_RETRY_DELAY_MS`. */
  retryBaseMs: number;
  /** How long a claim holds: past it, the attempt is taken as lost with its process. */
  leaseMs: number;
}

/** The longest wait between two attempts, however many failed. */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/**
 * An email whose claim ran out may have been sent just before its process died: SMTP has no way to
 * ask. It is sent once more (with the same Message-ID), never a third time; a lost webhook call is
 * simply retried, since the CRM drops repeats by their Idempotency-Key.
 */
export const EMAIL_RESENDS_AFTER_UNKNOWN_OUTCOME = 1;

const iso = (ms: number) => new Date(ms).toISOString();

/** Queues `kinds` for an enquiry, inside the transaction that stores it. */
export async function enqueueMessages(
  trx: Kysely<Database>,
  enquiryId: string,
  createdAt: string,
  kinds: readonly MessageKind[],
): Promise<void> {
  if (kinds.length === 0) return;
  await trx
    .insertInto('enquiry_outbox')
    .values(
      kinds.map((kind) => ({
        enquiry_id: enquiryId,
        kind,
        status: 'pending' as const,
        attempts: 0,
        unknown_outcomes: 0,
        next_attempt_at: createdAt,
        created_at: createdAt,
      })),
    )
    .execute();
}

/** How a claimed message's outcome is written; `recordOutcomes` writes a batch in one transaction. */
export type Outcome =
  { message: ClaimedMessage; result: 'sent' } | { message: ClaimedMessage; result: 'failed'; error: string };

/** What recording did with a failure: try again at `retryAt`, or given up. */
export type RecordedFailure =
  | { message: ClaimedMessage; retryAt: Date; error: string }
  | { message: ClaimedMessage; retryAt: null; error: string };

export const retryDelayMs = (attempts: number, { retryBaseMs }: Pick<DeliveryRules, 'retryBaseMs'>) =>
  Math.min(retryBaseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);

/**
 * Claims up to `limit` due messages: pending ones whose time has come, and those whose claim ran out.
 * On PostgreSQL the rows are locked and skipped by any other instance claiming at the same moment; on
 * SQLite the transaction holds the only write lock. Emails already resent once after an unknown
 * outcome are failed instead (returned apart, for the log).
 */
export async function claimDue(
  db: Kysely<Database>,
  dialect: MigrationDialect,
  limit: number,
  { leaseMs, maxAttempts }: DeliveryRules,
  now = Date.now(),
): Promise<{ claimed: ClaimedMessage[]; givenUp: RecordedFailure[] }> {
  return db.transaction().execute(async (trx) => {
    const due = trx
      .selectFrom('enquiry_outbox')
      .select(['enquiry_id', 'kind', 'status', 'attempts', 'unknown_outcomes'])
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', iso(now))]),
          eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', iso(now))]),
        ]),
      )
      .orderBy('next_attempt_at')
      .limit(limit);
    const rows = await (dialect === 'postgres' ? due.forUpdate().skipLocked() : due).execute();

    const claimed: ClaimedMessage[] = [];
    const givenUp: RecordedFailure[] = [];
    const claimToken = randomUUID();
    const claim = { claim_token: claimToken, claimed_until: iso(now + leaseMs) };
    const error = 'The process sending it stopped before it knew whether it was sent';
    const fresh = rows.filter((row) => row.status === 'pending');
    // Recorded before anything is sent: if this process dies mid-send, the claim says so.
    if (fresh.length > 0) {
      await trx
        .updateTable('enquiry_outbox')
        .set((eb) => ({ ...claim, status: 'sending', attempts: eb('attempts', '+', 1) }))
        .where((eb) =>
          eb(
            eb.refTuple('enquiry_id', 'kind'),
            'in',
            fresh.map((row) => eb.tuple(row.enquiry_id, row.kind)),
          ),
        )
        .execute();
    }
    for (const row of rows) {
      const message = { enquiryId: row.enquiry_id, kind: row.kind, claimToken, attempts: row.attempts + 1 };
      if (row.status === 'pending') {
        claimed.push(message);
        continue;
      }
      // A claim that ran out: its attempt's outcome was lost.
      const unknownOutcomes = row.unknown_outcomes + 1;
      const giveUp =
        row.attempts >= maxAttempts ||
        (row.kind !== 'webhook' && unknownOutcomes > EMAIL_RESENDS_AFTER_UNKNOWN_OUTCOME);
      const update = trx
        .updateTable('enquiry_outbox')
        .where('enquiry_id', '=', row.enquiry_id)
        .where('kind', '=', row.kind);
      if (giveUp) {
        await update
          .set({ status: 'failed', unknown_outcomes: unknownOutcomes, claim_token: null, last_error: error })
          .execute();
        givenUp.push({ message: { ...message, attempts: row.attempts }, retryAt: null, error });
      } else {
        await update
          .set({ ...claim, attempts: message.attempts, unknown_outcomes: unknownOutcomes, last_error: error })
          .execute();
        claimed.push(message);
      }
    }
    return { claimed, givenUp };
  });
}

/**
 * Writes what became of claimed messages, each only while its claim still holds (an instance that
 * took a run-out claim over writes its own). Failures wait `retryDelayMs`, or fail for good once the
 * attempts are spent.
 */
export async function recordOutcomes(
  db: Kysely<Database>,
  outcomes: Outcome[],
  rules: DeliveryRules,
  now = Date.now(),
): Promise<RecordedFailure[]> {
  if (outcomes.length === 0) return [];
  const sent = outcomes.filter((outcome) => outcome.result === 'sent');
  return db.transaction().execute(async (trx) => {
    if (sent.length > 0) {
      await trx
        .updateTable('enquiry_outbox')
        .set({ status: 'sent', sent_at: iso(now), claim_token: null, claimed_until: null, last_error: null })
        .where((eb) =>
          eb(
            eb.refTuple('enquiry_id', 'kind', 'claim_token'),
            'in',
            sent.map(({ message }) => eb.tuple(message.enquiryId, message.kind, message.claimToken)),
          ),
        )
        .execute();
    }
    const failures: RecordedFailure[] = [];
    for (const outcome of outcomes) {
      if (outcome.result === 'sent') continue;
      const { message } = outcome;
      const error = outcome.error.slice(0, 500);
      const retryAt =
        message.attempts >= rules.maxAttempts ? null : new Date(now + retryDelayMs(message.attempts, rules));
      await trx
        .updateTable('enquiry_outbox')
        .set({
          status: retryAt ? 'pending' : 'failed',
          next_attempt_at: retryAt ? retryAt.toISOString() : iso(now),
          claim_token: null,
          claimed_until: null,
          last_error: error,
        })
        .where('enquiry_id', '=', message.enquiryId)
        .where('kind', '=', message.kind)
        .where('claim_token', '=', message.claimToken)
        .execute();
      failures.push({ message, retryAt, error });
    }
    return failures;
  });
}

/** One message's delivery as the travel experts read it; instants as ISO 8601 UTC. */
export interface MessageDelivery {
  kind: MessageKind;
  status: OutboxRow['status'];
  attempts: number;
  /** When a pending message is tried next. */
  next_attempt_at: string | null;
  sent_at: string | null;
  last_error: string | null;
}

const toDelivery = (row: OutboxRow): MessageDelivery => ({
  kind: row.kind,
  status: row.status,
  attempts: row.attempts,
  next_attempt_at: row.status === 'pending' ? new Date(row.next_attempt_at).toISOString() : null,
  sent_at: row.sent_at === null ? null : new Date(row.sent_at).toISOString(),
  last_error: row.status === 'sent' ? null : row.last_error,
});

/** Every message of these enquiries, as `npm run enquiries` shows their delivery. */
export async function deliveryOf(
  db: Kysely<Database>,
  enquiryIds: string[],
): Promise<Map<string, MessageDelivery[]>> {
  const byEnquiry = new Map<string, MessageDelivery[]>();
  // Bound parameters are limited per statement (SQLite's 32766): ask in slices.
  for (let start = 0; start < enquiryIds.length; start += 1000) {
    const rows = await db
      .selectFrom('enquiry_outbox')
      .selectAll()
      .where('enquiry_id', 'in', enquiryIds.slice(start, start + 1000))
      .orderBy('kind')
      .execute();
    for (const row of rows) {
      byEnquiry.set(row.enquiry_id, [...(byEnquiry.get(row.enquiry_id) ?? []), toDelivery(row)]);
    }
  }
  return byEnquiry;
}

/** `--retry ID`: puts the enquiry's failed messages back in the queue, due now, with fresh attempts. */
export async function retryFailed(
  db: Kysely<Database>,
  enquiryId: string,
  now = Date.now(),
): Promise<number> {
  const { numUpdatedRows } = await db
    .updateTable('enquiry_outbox')
    .set({ status: 'pending', attempts: 0, unknown_outcomes: 0, next_attempt_at: iso(now) })
    .where('enquiry_id', '=', enquiryId)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(numUpdatedRows);
}
