import pg from 'pg';
import { buildTestApp, type TestApp } from '../../testing/test-app';

// Only a server database can go away under a running API.
describe('when the database is gone', () => {
  let lonely: TestApp;
  beforeAll(async () => {
    lonely = await buildTestApp();
    const { database } = lonely.config;
    if (database.dialect !== 'postgres') throw new Error('expected PostgreSQL');
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      // Ends the API's sessions too, as a failed server would.
      await admin.query(`drop database ${new URL(database.url).pathname.slice(1)} with (force)`);
    } finally {
      await admin.end();
    }
  });
  afterAll(() => lonely.close());

  it.each(['/ready', '/api/v1/health'])('%s answers 503, so no traffic is sent', async (url) => {
    const response = await lonely.get(url);

    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
  });

  it('/health still answers 200: the process is alive, restarting it would not help', async () => {
    expect((await lonely.get('/health')).status).toBe(200);
  });
});
