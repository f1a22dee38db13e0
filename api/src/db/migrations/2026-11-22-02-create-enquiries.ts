import { sql, type CreateTableBuilder, type Migration } from 'kysely';
import type { MigrationDb, MigrationDialect } from './dialect';

// An instant as a type each database compares correctly: PostgreSQL's own, and on SQLite the ISO 8601
// UTC text the app writes (fixed width, so text order is time order).
const instantType = (dialect: MigrationDialect) => (dialect === 'postgres' ? 'timestamptz' : 'text');

/** The columns of an enquiry as the visitor sent it; real ones and spam are kept in tables of the same shape. */
const enquiryColumns = <TB extends string>(table: CreateTableBuilder<TB>, dialect: MigrationDialect) =>
  table
    // A random UUID: ids handed to visitors reveal neither counts nor order.
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('created_at', instantType(dialect), (col) => col.notNull())
    .addColumn('form_kind', 'varchar(5)', (col) => col.notNull().check(sql`form_kind in ('full', 'modal')`))
    // The destination resolved to a country when it was sent: its slug, and its name at that time.
    .addColumn('destination_slug', 'text', (col) => col.notNull())
    .addColumn('destination_name', 'text', (col) => col.notNull())
    // Travel details: only the full form asks for them, so they are null for the modal.
    .addColumn('travel_month', 'varchar(20)')
    .addColumn('travel_year', 'integer')
    .addColumn('duration', 'varchar(60)')
    .addColumn('pax', 'varchar(20)')
    .addColumn('comments', 'text')
    .addColumn('source', 'varchar(60)')
    .addColumn('full_name', 'varchar(120)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('country_code', 'varchar(2)', (col) => col.notNull())
    .addColumn('phone', 'varchar(30)', (col) => col.notNull())
    // Consent to the newsletter, as given: only a ticked box is a yes, and the modal never asks.
    .addColumn('newsletter_signup', 'boolean', (col) => col.notNull());

export function createEnquiries(dialect: MigrationDialect): Migration {
  return {
    async up(db: MigrationDb) {
      await enquiryColumns(db.schema.createTable('enquiries'), dialect).execute();
      // Travel experts read enquiries since a date, newest first.
      await db.schema.createIndex('enquiries_created_at_idx').on('enquiries').column('created_at').execute();

      // Submissions that tripped the honeypot or came too fast: answered like any other, never mixed in.
      await enquiryColumns(db.schema.createTable('spam_enquiries'), dialect)
        .addColumn('spam_reason', 'varchar(20)', (col) =>
          col.notNull().check(sql`spam_reason in ('honeypot', 'too_fast')`),
        )
        .addColumn('website', 'varchar(500)', (col) => col.notNull())
        .addColumn('form_duration_ms', 'integer')
        .execute();
      await db.schema
        .createIndex('spam_enquiries_created_at_idx')
        .on('spam_enquiries')
        .column('created_at')
        .execute();

      // One row per Idempotency-Key ever accepted: a retried POST finds the enquiry (real or spam) it
      // stored, and the primary key settles two copies racing each other.
      await db.schema
        .createTable('enquiry_idempotency_keys')
        .addColumn('idempotency_key', 'varchar(100)', (col) => col.primaryKey())
        // SHA-256 of the validated payload: the same key with another payload is a client error.
        .addColumn('payload_hash', 'varchar(64)', (col) => col.notNull())
        .addColumn('enquiry_id', 'varchar(36)', (col) => col.notNull())
        .addColumn('created_at', instantType(dialect), (col) => col.notNull())
        .execute();
    },

    async down(db: MigrationDb) {
      await db.schema.dropTable('enquiry_idempotency_keys').execute();
      await db.schema.dropTable('spam_enquiries').execute();
      await db.schema.dropTable('enquiries').execute();
    },
  };
}
