import type { Migration, MigrationProvider } from 'kysely';
import { createJournal } from './2025-11-03-01-create-journal';
import { createPageSeo } from './2025-11-03-02-create-page-seo';
import { createDestinations } from './2026-11-22-01-create-destinations';
import { createEnquiries } from './2026-11-22-02-create-enquiries';
import { createExperiencesWellnessAndMice } from './2026-11-23-01-create-experiences-wellness-and-mice';
import { createHome } from './2026-11-23-02-create-home';
import { addPageUpdatedAt } from './2026-11-24-01-add-page-updated-at';
import { createRateLimitCounters } from './2026-11-24-02-create-rate-limit-counters';
import { createEnquiryOutbox } from './2026-11-26-01-create-enquiry-outbox';
import type { MigrationDialect } from './dialect';

export type { MigrationDialect } from './dialect';

/**
 * Every migration, by name: `<date>-<sequence of the day>-<what it does>`, the file of the same name
 * beside it. The Migrator runs them in name order, so each name is unique and sorts after the ones
 * released before it; once released, what a migration does never changes.
 */
export class InCodeMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: MigrationDialect) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return {
      '2025-11-03-01-create-journal': createJournal(this.dialect),
      '2025-11-03-02-create-page-seo': createPageSeo(this.dialect),
      '2026-11-22-01-create-destinations': createDestinations(this.dialect),
      '2026-11-22-02-create-enquiries': createEnquiries(this.dialect),
      '2026-11-23-01-create-experiences-wellness-and-mice': createExperiencesWellnessAndMice(this.dialect),
      '2026-11-23-02-create-home': createHome(this.dialect),
      '2026-11-24-01-add-page-updated-at': addPageUpdatedAt(this.dialect),
      '2026-11-24-02-create-rate-limit-counters': createRateLimitCounters(),
      '2026-11-26-01-create-enquiry-outbox': createEnquiryOutbox(this.dialect),
    };
  }
}

/**
 * Migrations released under another name, old name to new. A database migrated before the rename
 * records the old name, so `renameExecutedMigrations` rewrites it there before the Migrator looks.
 * A new name must keep the migration's place in the order.
 */
export const renamedMigrations: Readonly<Record<string, string>> = {
  // Shared its sequence number with create-destinations, which ran first.
  '2026-11-22-01-create-enquiries': '2026-11-22-02-create-enquiries',
};
