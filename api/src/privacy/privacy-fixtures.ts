import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { NewEnquiry } from '../routes/enquiries/enquiries.table';

type Received = { created_at: Date };
type Overrides = Partial<Omit<NewEnquiry, 'created_at'>> & Received;

/** A stored modal enquiry received at `created_at`; override any column. */
const enquiryRow = ({ created_at, ...overrides }: Overrides): NewEnquiry => ({
  id: randomUUID(),
  created_at: created_at.toISOString(),
  form_kind: 'modal',
  destination_slug: 'testland',
  destination_name: 'Testland',
  travel_month: null,
  travel_year: null,
  duration: null,
  pax: null,
  comments: null,
  source: null,
  full_name: 'Asha Rao',
  email: 'asha.rao@example.com',
  country_code: 'in',
  phone: '+91 98200 12345',
  newsletter_signup: 0,
  ...overrides,
});

/** Stores an enquiry as if received at `created_at`, without going through the API's clock; its id. */
export async function storeEnquiry(db: Kysely<Database>, fields: Overrides): Promise<string> {
  const row = enquiryRow(fields);
  await db.insertInto('enquiries').values(row).execute();
  return row.id;
}

/** The same as spam the honeypot caught. */
export async function storeSpam(db: Kysely<Database>, fields: Overrides): Promise<string> {
  const row = enquiryRow(fields);
  await db
    .insertInto('spam_enquiries')
    .values({ ...row, spam_reason: 'honeypot', website: 'https://spam.example', form_duration_ms: 900 })
    .execute();
  return row.id;
}

/** An Idempotency-Key claimed at `created_at` for the enquiry `enquiry_id`; the key. */
export async function storeIdempotencyKey(
  db: Kysely<Database>,
  { created_at, enquiry_id = randomUUID() }: Received & { enquiry_id?: string },
): Promise<string> {
  const key = randomUUID();
  await db
    .insertInto('enquiry_idempotency_keys')
    .values({
      idempotency_key: key,
      payload_hash: 'a'.repeat(64),
      enquiry_id,
      created_at: created_at.toISOString(),
    })
    .execute();
  return key;
}
