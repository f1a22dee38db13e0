import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { databaseForThisFile } from '../testing/database-per-file';
import { createTestDatabase } from '../testing/test-database';
import { storeEnquiry, storeIdempotencyKey, storeSpam } from './privacy-fixtures';
import { pruneDaily, pruneExpired } from './retention';

const database = databaseForThisFile();
beforeAll(() => migrateToLatest(database.db, database.dialect));
beforeEach(async () => {
  for (const table of ['enquiries', 'spam_enquiries', 'enquiry_idempotency_keys'] as const) {
    await database.db.deleteFrom(table).execute();
  }
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The fake clock's time: nothing here depends on when the tests run. */
const now = new Date('2030-06-15T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

const enquiryIds = async () =>
  (await database.db.selectFrom('enquiries').select('id').orderBy('id').execute()).map((row) => row.id);
const spamIds = async () =>
  (await database.db.selectFrom('spam_enquiries').select('id').orderBy('id').execute()).map((row) => row.id);
const keys = async () =>
  (await database.db.selectFrom('enquiry_idempotency_keys').select('idempotency_key').execute()).map(
    (row) => row.idempotency_key,
  );

describe('pruneExpired', () => {
  it('deletes enquiries past the retention, spam past 30 days and keys past 24 hours, and nothing younger', async () => {
    const { db } = database;
    await storeEnquiry(db, { created_at: ago(730 * DAY + MINUTE) });
    const recentEnquiry = await storeEnquiry(db, { created_at: ago(730 * DAY - MINUTE) });
    await storeSpam(db, { created_at: ago(30 * DAY + MINUTE) });
    const recentSpam = await storeSpam(db, { created_at: ago(30 * DAY - MINUTE) });
    await storeIdempotencyKey(db, { created_at: ago(24 * HOUR + MINUTE) });
    const recentKey = await storeIdempotencyKey(db, { created_at: ago(24 * HOUR - MINUTE) });

    expect(await pruneExpired(db, now, { retentionDays: 730 })).toEqual({
      enquiries: 1,
      spam: 1,
      idempotencyKeys: 1,
    });
    expect(await enquiryIds()).toEqual([recentEnquiry]);
    expect(await spamIds()).toEqual([recentSpam]);
    expect(await keys()).toEqual([recentKey]);

    expect(await pruneExpired(db, now, { retentionDays: 730 })).toEqual({
      enquiries: 0,
      spam: 0,
      idempotencyKeys: 0,
    });
  });

  it('keeps enquiries for the retention it is given', async () => {
    const { db } = database;
    await storeEnquiry(db, { created_at: ago(91 * DAY) });
    const kept = await storeEnquiry(db, { created_at: ago(89 * DAY) });

    expect(await pruneExpired(db, now, { retentionDays: 90 })).toMatchObject({ enquiries: 1 });
    expect(await enquiryIds()).toEqual([kept]);
  });
});

describe('pruneDaily', () => {
  // Only the daily timer is faked; the database's own timers and I/O run for real.
  beforeEach(() => {
    jest.useFakeTimers({
      doNotFake: [
        'Date',
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setTimeout',
        'clearTimeout',
      ],
    });
  });
  afterEach(() => jest.useRealTimers());

  it('prunes when the app is ready, then once a day until it closes', async () => {
    const { db } = database;
    let clock = now;
    const app = Fastify();
    pruneDaily(app, db, { retentionDays: 730, now: () => clock });
    await storeIdempotencyKey(db, { created_at: ago(25 * HOUR) });
    const freshKey = await storeIdempotencyKey(db, { created_at: ago(HOUR) });
    const spam = await storeSpam(db, { created_at: ago(29 * DAY) });

    await app.ready();
    expect(await keys()).toEqual([freshKey]);
    expect(await spamIds()).toEqual([spam]);

    clock = new Date(now.getTime() + 2 * DAY);
    jest.advanceTimersByTime(DAY - 1);
    expect(await keys()).toEqual([freshKey]);

    jest.advanceTimersByTime(1);
    // Closing waits for the pass the timer started.
    await app.close();
    expect(await keys()).toEqual([]);
    expect(await spamIds()).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('logs a pass that fails, and the app starts all the same', async () => {
    const logged: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(chunk.toString());
        done();
      },
    });
    // A database without the enquiry tables: every delete fails.
    const empty = createDatabase({ dialect: 'sqlite', path: ':memory:' });
    const app = Fastify({ logger: { level: 'error', stream } });
    pruneDaily(app, empty, { retentionDays: 730, now: () => now });
    try {
      await app.ready();
      expect(logged.join('')).toContain('Could not delete enquiry data past its retention');
    } finally {
      await app.close();
      await empty.destroy();
    }
  });
});

describe('the API', () => {
  it('prunes as it starts, keeping enquiries for ENQUIRY_RETENTION_DAYS', async () => {
    const testDatabase = await createTestDatabase();
    const mediaDir = await mkdtemp(path.join(tmpdir(), 'lux-api-media-'));
    const config = loadConfig({
      ...testDatabase.env,
      MEDIA_DIR: mediaDir,
      LOG_LEVEL: 'silent',
      ENQUIRY_RETENTION_DAYS: '30',
    });
    const db = createDatabase(config.database);
    try {
      await migrateToLatest(db, config.database.dialect);
      const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
      await storeEnquiry(db, { created_at: daysAgo(31) });
      const kept = await storeEnquiry(db, { created_at: daysAgo(29) });

      const app = await buildApp(config);
      await app.ready();
      await app.close();

      const left = await db.selectFrom('enquiries').select('id').execute();
      expect(left.map((row) => row.id)).toEqual([kept]);
    } finally {
      await db.destroy();
      await testDatabase.drop();
      await rm(mediaDir, { recursive: true, force: true });
    }
  });
});
