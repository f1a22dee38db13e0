import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

// Kysely hides the dialect from migrations by design, so the migrator hands it in. Migrations are
// frozen in time: change this file only by adding, never by altering what an existing name emits.
export type MigrationDialect = 'sqlite' | 'postgres';

/** Migrations never see today's table types: they must keep working as the app's schema moves on. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the Kysely docs' type for migrations
export type MigrationDb = Kysely<any>;

/** An integer key the database assigns: INTEGER PRIMARY KEY is SQLite's rowid, PostgreSQL needs an identity. */
export const generatedId =
  (dialect: MigrationDialect) =>
  (column: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
    dialect === 'postgres' ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey();
