import { DEFAULT_MIGRATION_TABLE, Migrator, type Kysely } from 'kysely';
import type { Database } from './database';
import { InCodeMigrationProvider, renamedMigrations, type MigrationDialect } from './migrations';
import type { MigrationDb } from './migrations/dialect';

export interface MigrationLog {
  info(message: string): void;
}

/**
 * Rewrites the old names of renamed migrations in Kysely's record of executed ones: the Migrator
 * refuses a database that records a migration it no longer has. Safe to run on every start, by
 * several instances at once, and on a fresh database (no record yet).
 */
export async function renameExecutedMigrations(db: MigrationDb, log?: MigrationLog): Promise<void> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === DEFAULT_MIGRATION_TABLE)) return;

  for (const [from, to] of Object.entries(renamedMigrations)) {
    const { numUpdatedRows } = await db
      .updateTable(DEFAULT_MIGRATION_TABLE)
      .set({ name: to })
      .where('name', '=', from)
      .executeTakeFirst();
    if (numUpdatedRows > 0n) log?.info(`Renamed executed migration ${from} to ${to}`);
  }
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
  await renameExecutedMigrations(db, log);
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
