import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedContent } from '../db/seed';
import { createTestDatabase, SEEDED_TEMPLATE_ENV, type TestDatabase } from './test-database';

declare global {
  var seededTemplate: TestDatabase | undefined;
}

/**
 * Jest's globalSetup of the api project: one database as `npm run seed` leaves it (migrated, the
 * content files seeded), made once per run; each test file's database is a copy. The workers inherit
 * the environment set here.
 */
export default async function makeSeededTemplate(): Promise<void> {
  const template = await createTestDatabase({ empty: true });
  const { database } = loadConfig(template.env);
  const db = createDatabase(database);
  try {
    await migrateToLatest(db, database.dialect);
    await seedContent(db, database.dialect);
  } catch (error) {
    await template.drop();
    throw error;
  } finally {
    await db.destroy();
  }
  globalThis.seededTemplate = template;
  process.env[SEEDED_TEMPLATE_ENV] =
    'SQLITE_PATH' in template.env
      ? template.env.SQLITE_PATH
      : new URL(template.env.DATABASE_URL).pathname.slice(1);
}
