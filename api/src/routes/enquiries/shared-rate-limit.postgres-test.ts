import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../app';
import { createDatabase, type Database } from '../../db/database';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { modalEnquiry, postEnquiry, useDestinations, type FixtureDestination } from './enquiry-fixtures';
import { sharedCounter, sharedSalt } from './shared-rate-limit';

describe('rate limits shared through PostgreSQL', () => {
  const WINDOW_MS = 60_000;
  let first: TestApp;
  let second: FastifyInstance;
  let secondOrigin: string;
  // A pool per instance, as two API processes have.
  let dbs: [Kysely<Database>, Kysely<Database>];
  let destination: FixtureDestination;

  beforeAll(async () => {
    first = await buildTestApp({
      env: { ENQUIRY_RATE_LIMIT_MAX: '3', ENQUIRY_RATE_LIMIT_WINDOW_MS: String(WINDOW_MS) },
    });
    second = await buildApp(first.config);
    secondOrigin = await second.listen({ host: '127.0.0.1', port: 0 });
    dbs = [createDatabase(first.config.database), createDatabase(first.config.database)];
    [destination] = (await useDestinations(dbs[0])) as [FixtureDestination];
  });
  afterAll(async () => {
    await Promise.all(dbs.map((db) => db.destroy()));
    await second.close();
    await first.close();
  });

  it('allows the limit once across two instances, not once each', async () => {
    const statuses = [];
    for (const origin of [first.origin, secondOrigin, first.origin, secondOrigin, first.origin]) {
      statuses.push((await postEnquiry(origin, modalEnquiry(destination))).status);
    }

    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });

  it('hashes addresses with one salt on every instance', async () => {
    const [a, b] = await Promise.all(dbs.map(sharedSalt));

    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(b).toBe(a);
  });

  it('counts hits racing from two instances exactly once each', async () => {
    const [a, b] = [sharedCounter(dbs[0]), sharedCounter(dbs[1])];
    const now = Date.now();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? b : a).hit('racing', WINDOW_MS, now)),
    );

    expect(results.map(({ current }) => current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });

  it('starts a new window once the last ends, and deletes ended windows', async () => {
    const counter = sharedCounter(dbs[0]);
    const start = 1_000_000;

    expect(await counter.hit('windowed', 1000, start)).toEqual({ current: 1, ttl: 1000 });
    await sharedCounter(dbs[1]).hit('forgotten', 1000, start);
    expect(await counter.hit('windowed', 1000, start + 999)).toEqual({ current: 2, ttl: 1 });
    expect(await counter.hit('windowed', 1000, start + 1000)).toEqual({ current: 1, ttl: 1000 });

    const keys = await dbs[0].selectFrom('rate_limit_counters').select('key').execute();
    expect(keys.map(({ key }) => key)).not.toContain('forgotten');
  });
});
