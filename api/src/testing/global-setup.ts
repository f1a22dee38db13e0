import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase, SEEDED_TEMPLATE_ENV, type TestDatabase } from './test-database';

declare global {
  var seededTemplate: TestDatabase | undefined;
}

/**
 * Jest's globalSetup of the api project: one database as the API's first start leaves it (migrated,
 * launch content seeded, pictures focused), made once per run; each test file's database is a copy.
 * The workers inherit the environment set here.
 */
export default async function makeSeededTemplate(): Promise<void> {
  const template = await createTestDatabase({ empty: true });
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'lux-api-template-media-'));
  try {
    const app = await buildApp(loadConfig({ ...template.env, MEDIA_DIR: mediaDir, LOG_LEVEL: 'silent' }));
    await app.close();
  } catch (error) {
    await template.drop();
    throw error;
  } finally {
    await rm(mediaDir, { recursive: true, force: true });
  }
  globalThis.seededTemplate = template;
  process.env[SEEDED_TEMPLATE_ENV] =
    'SQLITE_PATH' in template.env
      ? template.env.SQLITE_PATH
      : new URL(template.env.DATABASE_URL).pathname.slice(1);
}
