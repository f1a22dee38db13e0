import type { MonthPage } from '@lux/shared/contract';
import { itServesDetailPages } from '../../testing/detail-endpoint';
import { buildTestApp, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const get = (url: string, headers?: Record<string, string>) => testApp.get(url, headers);

const MONTHS = [
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
];

describe('GET /api/v1/travel-by-month/:monthName/', () => {
  it('returns a month page with its destinations, packages, call to action and SEO', async () => {
    const response = await get('/api/v1/travel-by-month/July/');

    expect(response.status).toBe(200);
    const july = response.json<MonthPage>();
    expect(july).toMatchObject({ id: 7, slug: 'july', name: 'July' });
    expect(july.paragraph1).toMatch(/Great Migration/);
    expect(july.destinations.map((destination) => destination.name)).toContain('Kenya');
    expect(july.cta).toEqual({
      heading: 'Witness the Great Migration',
      text: expect.stringContaining('river crossings'),
      buttonText: 'Plan My Safari',
      buttonHref: '/enquire',
    });
  });

  it('gives each destination the country id its card links to', async () => {
    const january = (await get('/api/v1/travel-by-month/january')).json<MonthPage>();

    for (const destination of january.destinations) {
      const country = await get(`/api/v1/country-detail/${destination.id}/`);
      expect(country.json<{ name: string }>().name).toBe(destination.name);
    }
  });

  it.each(MONTHS.map((name, index) => [name, index + 1]))(
    'has %s, with destinations in groups of three, packages and a call to action',
    async (name, id) => {
      const month = (await get(`/api/v1/travel-by-month/${name}/`)).json<MonthPage>();

      expect(month).toMatchObject({ id, name });
      expect(month.destinations.length).toBeGreaterThanOrEqual(3);
      expect(month.destinations.length % 3).toBe(0);
      expect(month.packages.length).toBeGreaterThanOrEqual(3);
      expect(month.cta.heading.length).toBeGreaterThan(5);
    },
  );

  it.each(['notamonth', 'Smarch', 'jan-uary', 'may2', 'f%C3%A9vrier', '13', '123'])(
    'answers 404 JSON for %s, so the page says "Month not found."',
    async (key) => {
      const response = await get(`/api/v1/travel-by-month/${key}/`);

      expect(response.status).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: `Month "${decodeURIComponent(key)}" not found`,
      });
    },
  );

  itServesDetailPages(() => testApp, {
    path: '/api/v1/travel-by-month',
    what: 'Month',
    slug: 'march',
    id: 3,
    anyCase: true,
  });
});
