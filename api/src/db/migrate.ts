import { Migrator, type Kysely } from 'kysely';
import type { Database } from './database';
import { InCodeMigrationProvider, type MigrationDialect } from './migrations';

export interface MigrationLog {
  info(message: string): void;
}

/**
 * Brings the schema up to date. Kysely's migration lock makes this safe when several instances
 * start at once; any failure throws, so an instance never serves from a half-migrated schema.
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  dialect: MigrationDialect,
  log?: MigrationLog,
): Promise<void> {
  const migrator = new Migrator({ db, provider: new InCodeMigrationProvider(dialect) });
  const { error, results = [] } = await migrator.migrateToLatest();

  for (const result of results) {
    if (result.status === 'Success') log?.info(`Applied migration ${result.migrationName}`);
  }
  const failed = results.find((result) => result.status === 'Error');
  if (error !== undefined || failed) {
    const name = failed ? ` "${failed.migrationName}"` : '';
    throw new Error(`Database migration${name} failed`, { cause: error });
  }
}
