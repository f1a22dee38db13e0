import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from './app';
import { eventually } from './testing/eventually';
import { buildTestApp, type TestApp } from './testing/test-app';

describe('content changes across instances on one PostgreSQL', () => {
  let first: TestApp;
  let second: FastifyInstance;

  beforeAll(async () => {
    first = await buildTestApp();
    second = await buildApp(first.config);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const asiaName = async () =>
    (await first.get('/api/v1/continents/'))
      .json<{ slug: string; name: string }[]>()
      .find(({ slug }) => slug === 'asia')?.name;

  it("drops another instance's cache, so it serves what was written, not what it kept", async () => {
    expect(await asiaName()).toBe('Asia');
    await first.db
      .updateTable('continents')
      .set({ name: 'Asia Renamed' })
      .where('slug', '=', 'asia')
      .execute();
    // Still the kept answer: nothing told this instance.
    expect(await asiaName()).toBe('Asia');

    second.contentCache.contentChanged();

    await eventually(async () => (await asiaName()) === 'Asia Renamed', 'the renamed continent is served');
  });

  it('drops the cache on any notification on the channel, e.g. from a newly started instance', async () => {
    await first.get('/api/v1/journal/');
    expect(first.app.contentCache.size).toBeGreaterThan(0);

    await sql`select pg_notify('lux_content_changed', '')`.execute(first.db);

    await eventually(() => first.app.contentCache.size === 0, 'the cache is dropped');
  });
});
