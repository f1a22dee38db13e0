import { sql } from 'kysely';
import { restartPostgres } from './testing/postgres-cluster';
import { eventually } from './testing/eventually';
import { buildTestApp, type TestApp } from './testing/test-app';

// Runs on PostgreSQL only, alone (scripts/test-api.mjs): it restarts the whole cluster.

jest.setTimeout(60_000);

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const cached = async () => {
  expect((await testApp.get('/api/v1/journal/')).status).toBe(200);
  return testApp.app.contentCache.size;
};

it('after a PostgreSQL restart, drops the cache (changes may have gone unheard) and hears changes again', async () => {
  expect(await cached()).toBeGreaterThan(0);

  await restartPostgres();
  // The listener reconnects by itself, and drops what it may have missed changes to.
  await eventually(() => testApp.app.contentCache.size === 0, 'the cache is dropped');

  expect(await cached()).toBeGreaterThan(0);
  await sql`select pg_notify('lux_content_changed', '')`.execute(testApp.db);
  await eventually(() => testApp.app.contentCache.size === 0, 'the cache is dropped');
});
