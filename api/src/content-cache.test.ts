import type { EnquiryOptions } from '@lux/shared/contract';
import { ContentCache } from './content-cache';
import { buildTestApp, type TestApp } from './testing/test-app';

/** Only the clock is made up: the app's and the database's timers run as they do. */
const clockAt = (iso: string) =>
  jest.useFakeTimers({
    now: new Date(iso),
    doNotFake: [
      ...['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate'],
      ...['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
    ] as const,
  });
afterEach(() => jest.useRealTimers());

const CONTENT_READS = [
  '/api/v1/continents/',
  '/api/v1/journal/',
  '/api/v1/packages/?q=bali',
  '/api/v1/country-detail/bhutan/',
  '/api/v1/enquiry-options/',
];

describe('the content cache', () => {
  let testApp: TestApp;
  // How many requests reached a route's handler: a cache hit never does.
  let handled = 0;

  beforeAll(async () => {
    testApp = await buildTestApp({
      extend: (app) =>
        app.addHook('preHandler', async () => {
          handled += 1;
        }),
    });
  });
  afterAll(() => testApp?.close());
  beforeEach(() => testApp.app.contentCache.contentChanged());

  it.each(CONTENT_READS)('serves %s from memory, the same bytes and headers as a fresh read', async (url) => {
    const before = handled;
    const fresh = await testApp.get(url);
    const cached = await testApp.get(url);

    expect(fresh.status).toBe(200);
    expect(handled).toBe(before + 1);
    expect(cached.body).toBe(fresh.body);
    for (const header of ['etag', 'cache-control', 'content-type', 'content-length']) {
      expect(cached.headers.get(header)).toBe(fresh.headers.get(header));
    }
  });

  it('answers a matching If-None-Match from memory with an empty 304, also through a W/ prefix', async () => {
    const url = '/api/v1/journal/';
    const { headers } = await testApp.get(url);
    const etag = String(headers.get('etag'));
    const before = handled;

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await testApp.get(url, { 'if-none-match': ifNoneMatch });
      expect(again.status).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe(headers.get('cache-control'));
    }
    const other = await testApp.get(url, { 'if-none-match': '"other"' });
    expect(other.status).toBe(200);
    expect(handled).toBe(before);
  });

  it("offers the new year's travel years from the first request after midnight on 31 December", async () => {
    const yearsOffered = async () =>
      ((await (await testApp.get('/api/v1/enquiry-options/')).json()) as EnquiryOptions).years.map(
        ({ value }) => value,
      );
    clockAt('2026-12-31T23:59:59Z');
    expect(await yearsOffered()).toEqual(['2026', '2027', '2028']);
    expect(await yearsOffered()).toEqual(['2026', '2027', '2028']);

    jest.setSystemTime(new Date('2027-01-01T00:00:01Z'));
    expect(await yearsOffered()).toEqual(['2027', '2028', '2029']);
  });

  it('never keeps an error', async () => {
    const before = handled;
    for (let round = 0; round < 2; round += 1) {
      expect((await testApp.get('/api/v1/country-detail/no-such-country/')).status).toBe(404);
      // Refused by validation, before any handler.
      expect((await testApp.get(`/api/v1/packages/?q=${'x'.repeat(101)}`)).status).toBe(400);
    }
    expect(handled).toBe(before + 2);
    expect(testApp.app.contentCache.size).toBe(0);
  });

  it('serves changed content once told content changed, and not before', async () => {
    const url = '/api/v1/journal/';
    const old = await testApp.get(url);
    // Through the app's own connection: on SQLite a write from another one reaches the cache by itself
    // within a quarter of a second (sqlite-changes.ts), which a slow machine can take to ask again.
    await testApp.app.db
      .updateTable('journal_posts')
      .set({ title: 'A title written after the cache filled' })
      .execute();
    expect((await testApp.get(url)).body).toBe(old.body);

    testApp.app.contentCache.contentChanged();
    const changed = await testApp.get(url);
    expect(changed.body).toContain('A title written after the cache filled');
    expect(changed.headers.get('etag')).not.toBe(old.headers.get('etag'));
    expect((await testApp.get(url, { 'if-none-match': String(old.headers.get('etag')) })).status).toBe(200);
  });
});

describe('ContentCache', () => {
  const response = (text: string) => ({
    body: Buffer.from(text),
    etag: `"${text}"`,
    contentType: 'application/json; charset=utf-8',
    cacheControl: 'public',
  });

  it('does not keep a response read before content changed', () => {
    const cache = new ContentCache();
    const readAt = cache.version;
    cache.contentChanged();
    cache.set('/a', response('old'), readAt);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.version).toBe(readAt + 1);
  });

  it('drops what the old year read at its first use in a new one, with a token every instance moves to alike', () => {
    clockAt('2026-12-31T23:59:59Z');
    const [here, elsewhere] = [new ContentCache(), new ContentCache()];
    for (const cache of [here, elsewhere]) cache.changedElsewhere('the same content');
    here.set('/a', response('last year'), here.version);
    const heard: string[] = [];
    here.onChange((token) => heard.push(token));

    jest.setSystemTime(new Date('2027-01-01T00:00:01Z'));
    expect(here.get('/a')).toBeUndefined();
    expect(heard).toEqual([here.token]);
    expect(here.token).not.toBe('the same content');
    expect(elsewhere.token).toBe(here.token);
  });

  it('keeps at most its limits, dropping the least recently used first', () => {
    const cache = new ContentCache({ maxEntries: 2, maxBytes: 10 });
    cache.set('/a', response('aaaa'), 0);
    cache.set('/b', response('bbbb'), 0);
    cache.get('/a');
    cache.set('/c', response('cccc'), 0);
    expect([cache.get('/a'), cache.get('/b'), cache.get('/c')].map((hit) => hit?.etag)).toEqual([
      '"aaaa"',
      undefined,
      '"cccc"',
    ]);
    cache.set('/d', response('dddddddd'), 0);
    expect(cache.size).toBe(1);
    cache.set('/e', response('e'.repeat(11)), 0);
    expect(cache.get('/e')).toBeUndefined();
  });
});
