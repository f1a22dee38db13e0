import { sql, type Migration } from 'kysely';
import type { MigrationDb, MigrationDialect } from './dialect';

/**
 * What must be sent because of each enquiry (the travel experts' email, the traveller's acknowledgement,
 * the CRM's webhook), written in the enquiry's own transaction so that storing one is storing the other.
 * Also the page each enquiry was sent from, which the experts' email links to.
 */
export function createEnquiryOutbox(dialect: MigrationDialect): Migration {
  // As the enquiries' instants: PostgreSQL's own type, and ISO 8601 UTC text on SQLite.
  const instant = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: MigrationDb) {
      for (const table of ['enquiries', 'spam_enquiries']) {
        await db.schema.alterTable(table).addColumn('page_url', 'varchar(2000)').execute();
      }

      await db.schema
        .createTable('enquiry_outbox')
        // Erasing or expiring an enquiry takes what was queued or sent for it along; spam, in its own
        // table, can never have a row here.
        .addColumn('enquiry_id', 'varchar(36)', (col) =>
          col.notNull().references('enquiries.id').onDelete('cascade'),
        )
        .addColumn('kind', 'varchar(20)', (col) =>
          col.notNull().check(sql`kind in ('team', 'acknowledgement', 'webhook')`),
        )
        // One message per enquiry and recipient: the key the Message-ID and the webhook's
        // Idempotency-Key are made from.
        .addPrimaryKeyConstraint('enquiry_outbox_pk', ['enquiry_id', 'kind'])
        .addColumn('status', 'varchar(10)', (col) =>
          col.notNull().check(sql`status in ('pending', 'sending', 'sent', 'failed')`),
        )
        .addColumn('attempts', 'integer', (col) => col.notNull())
        // Attempts whose outcome was lost with the process that made them (a claim that ran out).
        .addColumn('unknown_outcomes', 'integer', (col) => col.notNull())
        .addColumn('next_attempt_at', instant, (col) => col.notNull())
        // While sending: which claim may record the outcome, and until when before another takes it over.
        .addColumn('claim_token', 'varchar(36)')
        .addColumn('claimed_until', instant)
        .addColumn('last_error', 'varchar(500)')
        .addColumn('sent_at', instant)
        .addColumn('created_at', instant, (col) => col.notNull())
        .execute();
      // The worker's one question: what is due (pending and its time come, or a claim run out).
      await db.schema
        .createIndex('enquiry_outbox_due_idx')
        .on('enquiry_outbox')
        .columns(['status', 'next_attempt_at'])
        .execute();
    },

    async down(db: MigrationDb) {
      await db.schema.dropTable('enquiry_outbox').execute();
      for (const table of ['spam_enquiries', 'enquiries']) {
        await db.schema.alterTable(table).dropColumn('page_url').execute();
      }
    },
  };
}
