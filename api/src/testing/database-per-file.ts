import { sql, type Kysely } from 'kysely';
import { loadConfig } from '../config';
import { createDatabase, type Database } from '../db/database';
import type { MigrationDialect } from '../db/migrations';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface DatabasePerFile {
  /** Open from the file's `beforeAll` on. */
  readonly db: Kysely<Database>;
  readonly dialect: MigrationDialect;
  /** How many rows a table holds. */
  count(table: keyof Database): Promise<number>;
}

/**
 * A fresh, empty database for the calling test file, made before its tests and dropped after them:
 * for the tests that watch what migrating and seeding write, from nothing.
 */
export function databaseForThisFile(): DatabasePerFile {
  let testDatabase: TestDatabase | undefined;
  let opened: { db: Kysely<Database>; dialect: MigrationDialect } | undefined;
  const open = () => {
    if (!opened) throw new Error('The test database is opened by beforeAll');
    return opened;
  };

  beforeAll(async () => {
    testDatabase = await createTestDatabase({ empty: true });
    const config = loadConfig(testDatabase.env).database;
    opened = { db: createDatabase(config), dialect: config.dialect };
  });
  afterAll(async () => {
    await opened?.db.destroy();
    await testDatabase?.drop();
  });

  return {
    get db() {
      return open().db;
    },
    get dialect() {
      return open().dialect;
    },
    async count(table) {
      const { rows } = await sql<{
        n: number | string;
      }>`select count(*) as n from ${sql.table(table)}`.execute(open().db);
      return Number(rows[0]?.n);
    },
  };
}
