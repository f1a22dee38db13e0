import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
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
 * A database of its own for one test file: a temporary SQLite file, or, when DATABASE_URL names a
 * throwaway PostgreSQL server (an admin URL), a freshly created database on it. Dropped afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  const dir = await mkdtemp(path.join(tmpdir(), 'lux-api-test-'));
  const removeDir = () => rm(dir, { recursive: true, force: true });
  const mailDir = path.join(dir, 'mail');
  if (!adminUrl) {
    return {
      env: { SQLITE_PATH: path.join(dir, 'test.sqlite'), ENQUIRY_MAIL_DIR: mailDir },
      drop: removeDir,
    };
  }

  // Generated from digits and hex only, so safe to put in DDL (which takes no bind parameters).
  const name = `lux_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await asAdmin(adminUrl, (client) => client.query(`create database ${name}`));
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
