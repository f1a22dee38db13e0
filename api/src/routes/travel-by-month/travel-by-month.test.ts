import type { MonthPage } from '@lux/shared/contract';
import {
  detailFields,
  monthCtaFields,
  monthDestinationFields,
  packageListFields,
  seoFields,
} from '../../testing/destination-fields';
import { expectFields } from '../../testing/fields-of';
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
    expectFields(july, detailFields.month);
    expectFields(july.cta, monthCtaFields);
    expectFields(july.seo, seoFields);
    expect(july).toMatchObject({ id: 7, slug: 'july', name: 'July' });
    expect(july.paragraph1).toMatch(/Great Migration/);
    expect(july.destinations.map((destination) => destination.name)).toContain('Kenya');
    july.destinations.forEach((destination) => expectFields(destination, monthDestinationFields));
    july.packages.forEach((pkg) => expectFields(pkg, packageListFields));
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

  it('reads the month name in any case, or the month number', async () => {
    const canonical = await get('/api/v1/travel-by-month/march/');

    for (const key of ['March', 'MARCH', 'mArCh', '3']) {
      const response = await get(`/api/v1/travel-by-month/${key}/`);
      expect(response.status).toBe(200);
      expect(response.body).toBe(canonical.body);
    }
  });

  it.each(['Smarch', '13', '0'])('answers 404 JSON for %s', async (key) => {
    const response = await get(`/api/v1/travel-by-month/${key}/`);

    expect(response.status).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: `Month "${key}" not found`,
    });
  });

  it.each([
    ['a hyphen', 'jan-uary'],
    ['letters and digits', 'may2'],
    ['an accent', 'f%C3%A9vrier'],
    ['over 20 letters', 'a'.repeat(21)],
    ['a number of three digits', '123'],
  ])('answers 400 for a name with %s', async (_case, key) => {
    const response = await get(`/api/v1/travel-by-month/${key}/`);

    expect(response.status).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^params\/monthName: /);
  });

  it('is cacheable and revalidates with If-None-Match', async () => {
    const first = await get('/api/v1/travel-by-month/october/');
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');

    const again = await get('/api/v1/travel-by-month/october/', {
      'if-none-match': String(first.headers.get('etag')),
    });
    expect(again.status).toBe(304);
  });
});
