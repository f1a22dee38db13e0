import type { ColumnType, Insertable, Selectable } from 'kysely';

/**
 * Written as ISO 8601 UTC text; read back as a Date from PostgreSQL's timestamptz and as that text from
 * SQLite.
 */
type Instant = ColumnType<Date | string, string, never>;

/** Written as 1 or 0 (what SQLite can bind, and boolean input PostgreSQL accepts); read back as either. */
type Flag = ColumnType<boolean | number, 0 | 1, never>;

export interface EnquiriesTable {
  id: string;
  created_at: Instant;
  form_kind: 'full' | 'modal';
  destination_slug: string;
  destination_name: string;
  travel_month: string | null;
  travel_year: number | null;
  duration: string | null;
  pax: string | null;
  comments: string | null;
  source: string | null;
  full_name: string;
  email: string;
  country_code: string;
  phone: string;
  newsletter_signup: Flag;
  /** The site's page the form was sent from, when the browser said (its Referer, on one of the site's origins). */
  page_url: string | null;
}

export type SpamReason = 'honeypot' | 'too_fast';

export interface SpamEnquiriesTable extends EnquiriesTable {
  spam_reason: SpamReason;
  website: string;
  form_duration_ms: number | null;
}

export interface EnquiryIdempotencyKeysTable {
  idempotency_key: string;
  payload_hash: string;
  enquiry_id: string;
  created_at: Instant;
}

export type NewEnquiry = Insertable<EnquiriesTable>;
export type EnquiryRow = Selectable<EnquiriesTable>;
