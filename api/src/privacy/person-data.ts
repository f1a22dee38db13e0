import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/database';
import type {
  EnquiriesTable,
  EnquiryIdempotencyKeysTable,
  SpamEnquiriesTable,
} from '../routes/enquiries/enquiries.table';
import type { EnquiryOutboxTable } from '../outbox/outbox.table';
import type { DeletedEnquiryData } from './retention';

type AsHandedOver<Row> = Omit<Row, 'created_at' | 'newsletter_signup'> & {
  /** ISO 8601, UTC. */
  created_at: string;
};
type EnquiryHandedOver<Row> = AsHandedOver<Row> & { newsletter_signup: boolean };

/** Everything stored about one person, found by their email address; every column of every row. */
export interface PersonData {
  email: string;
  enquiries: EnquiryHandedOver<Selectable<EnquiriesTable>>[];
  /** What the spam checks kept apart: a real person's enquiry may be among it. */
  spam_enquiries: EnquiryHandedOver<Selectable<SpamEnquiriesTable>>[];
  /** The keys the forms sent with those enquiries. */
  idempotency_keys: AsHandedOver<Selectable<EnquiryIdempotencyKeysTable>>[];
  /** The emails and webhook calls queued or sent about those enquiries (what was sent, not its text). */
  messages: AsHandedOver<Selectable<EnquiryOutboxTable>>[];
}

/** What an erasure deleted: the enquiry data, and the messages queued or sent about it. */
export interface ErasedPersonData extends DeletedEnquiryData {
  messages: number;
}

/** The address as stored: the forms trim it; people type it in any case. */
const normalised = (email: string) => email.trim().toLowerCase();

// The forms accept ASCII addresses only, so SQLite's lower() (ASCII only) and PostgreSQL's agree.
const storedEmail = sql<string>`lower(trim(email))`;

const instant = (value: Date | string) => new Date(value).toISOString();
const enquiryHandedOver = <Row extends Selectable<EnquiriesTable>>(row: Row) => ({
  ...row,
  created_at: instant(row.created_at),
  newsletter_signup: Boolean(row.newsletter_signup),
});

/** Everything stored under `email` (trimmed, any case), oldest first: what a person may ask to see. */
export async function findPersonData(db: Kysely<Database>, email: string): Promise<PersonData> {
  const address = normalised(email);
  const enquiries = await db
    .selectFrom('enquiries')
    .selectAll()
    .where(storedEmail, '=', address)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const spam = await db
    .selectFrom('spam_enquiries')
    .selectAll()
    .where(storedEmail, '=', address)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const ids = [...enquiries, ...spam].map((row) => row.id);
  const keys =
    ids.length === 0
      ? []
      : await db
          .selectFrom('enquiry_idempotency_keys')
          .selectAll()
          .where('enquiry_id', 'in', ids)
          .orderBy('created_at')
          .orderBy('idempotency_key')
          .execute();
  const messages =
    enquiries.length === 0
      ? []
      : await db
          .selectFrom('enquiry_outbox')
          .selectAll()
          .where(
            'enquiry_id',
            'in',
            enquiries.map((row) => row.id),
          )
          .orderBy('enquiry_id')
          .orderBy('kind')
          .execute();
  const instantOrNull = (value: Date | string | null) => (value === null ? null : instant(value));
  return {
    email: address,
    enquiries: enquiries.map(enquiryHandedOver),
    spam_enquiries: spam.map(enquiryHandedOver),
    idempotency_keys: keys.map((key) => ({ ...key, created_at: instant(key.created_at) })),
    messages: messages.map((message) => ({
      ...message,
      created_at: instant(message.created_at),
      next_attempt_at: instant(message.next_attempt_at),
      claimed_until: instantOrNull(message.claimed_until),
      sent_at: instantOrNull(message.sent_at),
    })),
  };
}

/**
 * Deletes everything stored under `email` (trimmed, any case) in one transaction: all of it, or
 * nothing if anything fails.
 */
export async function erasePersonData(db: Kysely<Database>, email: string): Promise<ErasedPersonData> {
  const address = normalised(email);
  return db.transaction().execute(async (trx) => {
    // The foreign key would take them along with the enquiries; deleted first to be counted.
    const messages = await trx
      .deleteFrom('enquiry_outbox')
      .where('enquiry_id', 'in', trx.selectFrom('enquiries').select('id').where(storedEmail, '=', address))
      .executeTakeFirst();
    const enquiries = await trx
      .deleteFrom('enquiries')
      .where(storedEmail, '=', address)
      .returning('id')
      .execute();
    const spam = await trx
      .deleteFrom('spam_enquiries')
      .where(storedEmail, '=', address)
      .returning('id')
      .execute();
    const ids = [...enquiries, ...spam].map((row) => row.id);
    const keys =
      ids.length === 0
        ? { numDeletedRows: 0n }
        : await trx.deleteFrom('enquiry_idempotency_keys').where('enquiry_id', 'in', ids).executeTakeFirst();
    return {
      enquiries: enquiries.length,
      spam: spam.length,
      idempotencyKeys: Number(keys.numDeletedRows),
      messages: Number(messages.numDeletedRows),
    };
  });
}
