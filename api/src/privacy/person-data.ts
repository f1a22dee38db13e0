import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/database';
import type {
  EnquiriesTable,
  EnquiryIdempotencyKeysTable,
  SpamEnquiriesTable,
} from '../routes/enquiries/enquiries.table';
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
  return {
    email: address,
    enquiries: enquiries.map(enquiryHandedOver),
    spam_enquiries: spam.map(enquiryHandedOver),
    idempotency_keys: keys.map((key) => ({ ...key, created_at: instant(key.created_at) })),
  };
}

/**
 * Deletes everything stored under `email` (trimmed, any case) in one transaction: all of it, or
 * nothing if anything fails.
 */
export async function erasePersonData(db: Kysely<Database>, email: string): Promise<DeletedEnquiryData> {
  const address = normalised(email);
  return db.transaction().execute(async (trx) => {
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
    };
  });
}
