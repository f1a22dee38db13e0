import type { TestApp } from './test-app';

export interface DetailEndpoint {
  /** The endpoint without its address, e.g. `/api/v1/country-detail`. */
  path: string;
  /** How its 404 names what it serves: `Country` in `Country "narnia" not found`. */
  what: string;
  /** One page it serves, by slug and by numeric id. */
  slug: string;
  id: number;
  /** The slug may be spelled in any case (month names); for other pages another case names nothing. */
  anyCase?: boolean;
}

// Numbers no page can have: zero, negative, and past PostgreSQL's integer, 2^53 and 2^64.
const impossibleIds = [
  ['zero', '0'],
  ['a negative number', '-1'],
  ['a number past 2^31', '2147483648'],
  ['a number past 2^53', '9007199254740993'],
  ['a number past 2^64', '18446744073709551617'],
];

// Addresses no slug can be, percent-encoded as a browser sends them.
const oddAddresses = [
  ['a space', 'no%20such%20page'],
  ['only a space', '%20'],
  ['accented letters', '%C3%A9t%C3%A9'],
  ['a NUL byte', 'a%00b'],
  ['a newline', '%0A'],
  ['an encoded slash', 'a%2Fb'],
  ['a dot', 'page.json'],
  ['only dots', '...'],
  ['a dot segment', '..'],
  ['a broken percent-encoding', '%E0%A4%A'],
  ['a lone percent sign', '%'],
  ['bytes that are not UTF-8', '%FF'],
  ['300 characters', 'x'.repeat(300)],
  ['3,000 characters', 'x'.repeat(3000)],
];

const CONTENT_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/** `March` becomes `mArCh`: the same letters in another case. */
const mixedCase = (slug: string) =>
  [...slug].map((char, index) => (index % 2 ? char.toUpperCase() : char.toLowerCase())).join('');

/**
 * What every detail endpoint does, as tests for the caller's `describe`: a page by slug and by
 * numeric id; 404 JSON, never 400 or 500, for every address that names nothing, however it is
 * spelled; and revalidation by ETag to an empty 304 that keeps the Cache-Control.
 */
export function itServesDetailPages(testApp: () => TestApp, endpoint: DetailEndpoint): void {
  const { path, what, slug, id, anyCase = false } = endpoint;
  const get = (address: string, headers?: Record<string, string>) =>
    testApp().get(`${path}/${address}/`, headers);

  const expectNotFound = async (address: string) => {
    const response = await get(address);
    expect({ address, status: response.status }).toEqual({ address, status: 404 });
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('etag')).toBeNull();
    return response.json<{ statusCode: number; error: string; message: string }>();
  };

  it('serves a page by its slug and the same page by its numeric id', async () => {
    const bySlug = await get(slug);
    const byId = await get(String(id));

    expect(bySlug.status).toBe(200);
    expect(byId.status).toBe(200);
    expect(byId.body).toBe(bySlug.body);
  });

  if (anyCase) {
    it('reads the slug in any case', async () => {
      const bySlug = await get(slug);
      for (const spelling of [slug.toUpperCase(), mixedCase(slug)]) {
        expect((await get(spelling)).body).toBe(bySlug.body);
      }
    });
  }

  it.each([
    ['an unknown slug', 'no-such-page-here'],
    ['an unknown id', '987654'],
    ...impossibleIds,
    ...(anyCase ? [] : [['the slug in another case', mixedCase(slug)]]),
  ])('answers 404 JSON naming the address for %s', async (_case, address) => {
    expect(await expectNotFound(address)).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: `${what} "${address}" not found`,
    });
  });

  it.each(oddAddresses)('answers 404 JSON for an address with %s', async (_case, address) => {
    expect(await expectNotFound(address)).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('is cacheable, and revalidates with If-None-Match to an empty 304', async () => {
    const first = await get(slug);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe(CONTENT_CACHE_CONTROL);

    const again = await get(slug, { 'if-none-match': String(etag) });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(CONTENT_CACHE_CONTROL);
  });
}
