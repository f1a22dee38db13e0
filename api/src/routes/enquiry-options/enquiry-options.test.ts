import type { EnquiryOptions } from '@lux/shared/contract';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { useDestinations, type FixtureDestination } from '../enquiries/enquiry-fixtures';
import { yearOptions } from './choices';

let testApp: TestApp;
let fixtures: FixtureDestination[];
beforeAll(async () => {
  testApp = await buildTestApp();
  fixtures = await useDestinations(testApp.db);
});
afterAll(() => testApp.close());

const getOptions = async () => {
  const response = await testApp.get('/api/v1/enquiry-options/');
  expect(response.status).toBe(200);
  return response.json<EnquiryOptions>();
};

describe('GET /api/v1/enquiry-options/', () => {
  it('groups every country under its continent: value the slug, label the name', async () => {
    const { destinations } = await getOptions();

    for (const fixture of fixtures) {
      const group = destinations.find((candidate) => candidate.label === fixture.continent);
      expect(group?.options).toContainEqual({ value: fixture.slug, label: fixture.name });
    }
    expect(destinations.find((group) => group.label === 'Fixture Isles')?.options).toEqual([
      { value: 'cote-d-essai', label: "Côte d'Essai" },
      { value: 'testland', label: 'Testland' },
    ]);
    const labels = destinations.map((group) => group.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(destinations.every((group) => group.options.length > 0)).toBe(true);
  });

  it('offers the twelve months by name', async () => {
    const { months } = await getOptions();

    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ value: 'january', label: 'January' });
    expect(months[11]).toEqual({ value: 'december', label: 'December' });
  });

  it('offers this year and the next two, as text', async () => {
    const { years } = await getOptions();
    const thisYear = new Date().getUTCFullYear();

    expect(years).toEqual(
      [thisYear, thisYear + 1, thisYear + 2].map((year) => ({
        value: String(year),
        label: String(year),
      })),
    );
  });

  it('moves the years on with the calendar', () => {
    expect(yearOptions(new Date('2030-12-31T23:59:59Z')).map((year) => year.value)).toEqual([
      '2030',
      '2031',
      '2032',
    ]);
    expect(yearOptions(new Date('2031-01-01T00:00:00Z'))[0]?.value).toBe('2031');
  });

  it('offers traveller counts and where the visitor heard of us', async () => {
    const { pax_options, source_options } = await getOptions();

    expect(pax_options[0]).toEqual({ value: '1', label: '1 traveller' });
    expect(pax_options[1]).toEqual({ value: '2', label: '2 travellers' });
    expect(pax_options.at(-1)).toEqual({ value: '11+', label: 'More than 10 travellers' });
    expect(pax_options).toHaveLength(11);
    expect(source_options.map((option) => option.label)).toEqual([
      'Search engine',
      'Social media',
      'Friend or family',
      'Travel press',
      'Returning client',
      'Other',
    ]);
    for (const options of [pax_options, source_options]) {
      expect(new Set(options.map((option) => option.value)).size).toBe(options.length);
    }
  });

  it('is cacheable like other content, and revalidates to a 304', async () => {
    const first = await testApp.get('/api/v1/enquiry-options/');
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    const etag = String(first.headers.get('etag'));

    const again = await testApp.get('/api/v1/enquiry-options', { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });
});
