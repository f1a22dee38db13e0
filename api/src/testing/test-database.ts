import { randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface TestDatabase {
  /**
   * Environment for `loadConfig`: SQLITE_PATH, or DATABASE_URL of the fresh database, and a folder of
   * its own for the .eml files, never the checkout's.
   */
  env: ({ SQLITE_PATH: string } | { DATABASE_URL: string }) & { ENQUIRY_MAIL_DIR: string };
  drop(): Promise<void>;
}

async function asAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Where the run's seeded database is (global-setup.ts): a SQLite file, or a PostgreSQL database's name.
 * Each test file copies it rather than migrating and seeding the launch content itself (about 1.5 s).
 */
export const SEEDED_TEMPLATE_ENV = 'LUX_TEST_SEEDED_TEMPLATE';

// Generated from digits and hex only, so safe to put in DDL (which takes no bind parameters).
const DATABASE_NAME = /^lux_test_\d+_[0-9a-f]{8}$/;

function seededTemplate(): string {
  const template = process.env[SEEDED_TEMPLATE_ENV];
  if (!template) throw new Error(`${SEEDED_TEMPLATE_ENV} is set by the api project's globalSetup`);
  return template;
}

/**
 * A database of its own for one test file: a temporary SQLite file, or, when DATABASE_URL names a
 * throwaway PostgreSQL server (an admin URL), a database created on it. It holds what a first start
 * leaves (migrated, launch content seeded), copied from the run's template, or with `empty`, nothing
 * at all, for the tests of migrating and seeding. Dropped afterwards.
 */
export async function createTestDatabase({ empty = false } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  const dir = await mkdtemp(path.join(tmpdir(), 'lux-api-test-'));
  const removeDir = () => rm(dir, { recursive: true, force: true });
  const mailDir = path.join(dir, 'mail');
  if (!adminUrl) {
    const file = path.join(dir, 'test.sqlite');
    if (!empty) await copyFile(seededTemplate(), file);
    return { env: { SQLITE_PATH: file, ENQUIRY_MAIL_DIR: mailDir }, drop: removeDir };
  }

  const name = `lux_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = empty ? undefined : seededTemplate();
  if (template !== undefined && !DATABASE_NAME.test(template))
    throw new Error(`Not a test database: ${template}`);
  await asAdmin(adminUrl, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), ENQUIRY_MAIL_DIR: mailDir },
    drop: async () => {
      await asAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
      await removeDir();
    },
  };
}
