import type { Migration, MigrationProvider } from 'kysely';
import { createJournal } from './2025-11-03-create-journal';
import { createPageSeo } from './2025-11-03-create-page-seo';
import { createDestinations } from './2026-11-22-create-destinations';
import { createEnquiries } from './2026-11-22-create-enquiries';
import type { MigrationDialect } from './dialect';

export type { MigrationDialect } from './dialect';

/**
 * Every migration, by name. The Migrator runs them in name order, so a name starts with its date
 * and, once released, neither a name nor what it does ever changes.
 */
export class InCodeMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: MigrationDialect) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return {
      '2025-11-03-01-create-journal': createJournal(this.dialect),
      '2025-11-03-02-create-page-seo': createPageSeo(this.dialect),
      '2026-11-22-01-create-destinations': createDestinations(this.dialect),
      '2026-11-22-01-create-enquiries': createEnquiries(this.dialect),
    };
  }
}
