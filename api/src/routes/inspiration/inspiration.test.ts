import type { InspirationCategory } from '@lux/shared/contract';
import { buildTestApp, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const get = (url: string, headers?: Record<string, string>) => testApp.get(url, headers);

/** The API call behind a site path an inspiration item links to. */
const apiPathOf = (href: string): string => {
  const [, kind, key] =
    /^\/(inspiration\/travel-by-month|special\/countries|packages)\/([\w-]+)$/.exec(href) ?? [];
  const endpoint = {
    'inspiration/travel-by-month': 'travel-by-month',
    'special/countries': 'special-country-page',
    packages: 'package-detail',
  }[kind ?? ''];
  if (!endpoint || !key) throw new Error(`Unexpected inspiration link "${href}"`);
  return `/api/v1/${endpoint}/${key}/`;
};

describe('GET /api/v1/inspiration-categories/', () => {
  let categories: InspirationCategory[];
  beforeAll(async () => {
    const response = await get('/api/v1/inspiration-categories/');
    expect(response.status).toBe(200);
    categories = response.json<InspirationCategory[]>();
  });

  it('lists the categories in order, each with its items', () => {
    expect(categories.map((category) => category.name)).toEqual([
      'Travel by Month',
      'Island Escapes',
      'Journeys of a Lifetime',
    ]);
    for (const category of categories) expect(category.items.length).toBeGreaterThan(0);
  });

  it('has the twelve months, with images, as the first category’s tiles', () => {
    const [byMonth] = categories;

    expect(byMonth?.items.map((item) => item.name)).toEqual([
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
    expect(byMonth?.items[0]).toMatchObject({
      href: '/inspiration/travel-by-month/january',
      image_url: expect.stringMatching(/^\/media\/month-january-[a-z-]+\.webp#focus=\d+,\d+$/),
    });
  });

  it('links every item to a page that exists', async () => {
    for (const item of categories.flatMap((category) => category.items)) {
      const response = await get(apiPathOf(item.href));
      expect({ href: item.href, status: response.status }).toEqual({ href: item.href, status: 200 });
    }
  });

  it('is cacheable', async () => {
    const response = await get('/api/v1/inspiration-categories');

    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(response.headers.get('etag')).toBeTruthy();
  });
});
