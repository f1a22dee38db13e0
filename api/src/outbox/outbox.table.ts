import type { ColumnType } from 'kysely';

/** Written as ISO 8601 UTC text; read back as a Date from PostgreSQL and as that text from SQLite. */
type Instant = ColumnType<Date | string, string, string>;

/** Who a message is for: the travel experts, the traveller, the CRM. */
export type MessageKind = 'team' | 'acknowledgement' | 'webhook';

export type MessageStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface EnquiryOutboxTable {
  enquiry_id: string;
  kind: MessageKind;
  status: MessageStatus;
  attempts: number;
  unknown_outcomes: number;
  next_attempt_at: Instant;
  claim_token: string | null;
  claimed_until: Instant | null;
  last_error: string | null;
  sent_at: Instant | null;
  created_at: Instant;
}
