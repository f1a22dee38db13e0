import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { createDatabase } from '../../db/database';
import { eventually } from '../../testing/eventually';
import { buildTestApp, type TestApp } from '../../testing/test-app';

describe('the content version the shell keeps pages by', () => {
  let testApp: TestApp;
  // Resolved whenever a request reaches its handler: a long poll is then held, not yet answered.
  let arrived: Array<() => void> = [];

  beforeAll(async () => {
    testApp = await buildTestApp({
      extend: (app) =>
        app.addHook('preHandler', async () => {
          for (const resolve of arrived) resolve();
          arrived = [];
        }),
    });
  });
  afterAll(() => testApp?.close());

  const token = async (query = '') => {
    const response = await testApp.get(`/api/v1/content-version/${query}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return response.json<{ token: string }>().token;
  };

  it('names the content as it is, and names it anew after a change', async () => {
    const before = await token();
    expect(await token()).toBe(before);
    testApp.app.contentCache.contentChanged();
    expect(await token()).not.toBe(before);
  });

  it('answers a long poll as soon as the content changes, with the new token', async () => {
    const before = await token();
    const reached = new Promise<void>((resolve) => arrived.push(resolve));
    const answer = token(`?after=${before}`);
    await reached;
    testApp.app.contentCache.contentChanged();
    const after = await answer;
    expect(after).not.toBe(before);
    expect(after).toBe(testApp.app.contentCache.token);
  });

  it('answers a long poll at once when the caller knows an older token, or asks not to wait', async () => {
    const current = await token();
    expect(await token('?after=an-old-token')).toBe(current);
    expect(await token(`?after=${current}&wait=0`)).toBe(current);
    expect((await testApp.get('/api/v1/content-version/?wait=99')).status).toBe(400);
  });

  it('moves on when content is written elsewhere: another process on SQLite, another instance on PostgreSQL', async () => {
    const before = await token();
    if (testApp.config.database.dialect === 'sqlite') {
      const writer = createDatabase(testApp.config.database);
      try {
        await writer
          .updateTable('continents')
          .set({ name: 'Asia Again' })
          .where('slug', '=', 'asia')
          .execute();
      } finally {
        await writer.destroy();
      }
      await eventually(async () => (await token()) !== before, 'the token moves on');
    } else {
      const second: FastifyInstance = await buildApp(testApp.config);
      try {
        second.contentCache.contentChanged();
        // Both instances name the new content alike, so a shell that reaches either keeps its pages.
        await eventually(async () => (await token()) === second.contentCache.token, 'the token is shared');
      } finally {
        await second.close();
      }
    }
    expect(await token()).not.toBe(before);
  });
});
