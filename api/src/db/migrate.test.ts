import { DEFAULT_MIGRATION_TABLE, Migrator, type Kysely, type Migration } from 'kysely';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { createDatabase, type Database } from './database';
import { migrateToLatest } from './migrate';
import { InCodeMigrationProvider, renamedMigrations } from './migrations';
import type { MigrationDb } from './migrations/dialect';

let testDatabase: TestDatabase;
let config: Config;
let db: Kysely<Database>;

beforeAll(async () => {
  testDatabase = await createTestDatabase({ empty: true });
  config = loadConfig({ ...testDatabase.env, LOG_LEVEL: 'silent' });
  db = createDatabase(config.database);
});
afterAll(async () => {
  await db.destroy();
  await testDatabase.drop();
});

const currentMigrations = () => new InCodeMigrationProvider(config.database.dialect).getMigrations();

/** Today's migrations under the names they were released with, as an older version of the API ran them. */
async function releasedMigrations(): Promise<Record<string, Migration>> {
  const oldNameOf = new Map(Object.entries(renamedMigrations).map(([from, to]) => [to, from]));
  return Object.fromEntries(
    Object.entries(await currentMigrations()).map(([name, migration]) => [
      oldNameOf.get(name) ?? name,
      migration,
    ]),
  );
}

const executedNames = async () =>
  (
    await (db as MigrationDb).selectFrom(DEFAULT_MIGRATION_TABLE).select('name').orderBy('name').execute()
  ).map((row: { name: string }) => row.name);

describe('migration names', () => {
  it('start with a date and a sequence number of that day that no other migration shares', async () => {
    const names = Object.keys(await currentMigrations());
    const prefixes = names.map((name) => /^\d{4}-\d{2}-\d{2}-\d{2}-[a-z-]+$/.exec(name) && name.slice(0, 13));

    expect(prefixes).not.toContain(null);
    expect(new Set(prefixes).size).toBe(names.length);
  });

  it('rename only to a current migration, from a name no longer used', async () => {
    const names = Object.keys(await currentMigrations());

    for (const [from, to] of Object.entries(renamedMigrations)) {
      expect(names).toContain(to);
      expect(names).not.toContain(from);
    }
  });
});

describe('a database migrated under the released names', () => {
  beforeAll(async () => {
    const released = new Migrator({ db, provider: { getMigrations: releasedMigrations } });
    const { error } = await released.migrateToLatest();
    expect(error).toBeUndefined();
  });

  it('is refused by Kysely unless the renames are recorded first', async () => {
    const migrator = new Migrator({ db, provider: new InCodeMigrationProvider(config.database.dialect) });

    const { error } = await migrator.migrateToLatest();
    expect(String(error)).toMatch(/corrupted migrations/);
  });

  it('starts the API cleanly, without running any migration a second time', async () => {
    const app = await buildApp(config);
    try {
      const origin = await app.listen({ host: '127.0.0.1', port: 0 });
      expect((await fetch(`${origin}/api/v1/health`)).status).toBe(200);
    } finally {
      await app.close();
    }

    expect(await executedNames()).toEqual(Object.keys(await currentMigrations()).sort());
  });

  it('starts again after that with nothing to rename or migrate', async () => {
    const applied: string[] = [];
    await migrateToLatest(db, config.database.dialect, { info: (message) => applied.push(message) });

    expect(applied).toEqual([]);
    expect(await executedNames()).toEqual(Object.keys(await currentMigrations()).sort());
  });
});
