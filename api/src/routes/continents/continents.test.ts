import type { Continent, ContinentDetail } from '@lux/shared/contract';
import { seedContinents } from '../../db/seed/destinations';
import { itServesDetailPages } from '../../testing/detail-endpoint';
import { buildTestApp, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const get = (url: string, headers?: Record<string, string>) => testApp.get(url, headers);

describe('GET /api/v1/continents/', () => {
  it('lists every continent in menu order with its countries, alphabetically', async () => {
    const response = await get('/api/v1/continents/');

    expect(response.status).toBe(200);
    const continents = response.json<Continent[]>();
    expect(continents.map((continent) => continent.slug)).toEqual(seedContinents.map((c) => c.slug));
    expect(continents.length).toBeGreaterThanOrEqual(6);
    for (const continent of continents) {
      expect(continent.featured_image).toMatch(/^\/media\/[a-z0-9-]+\.webp#focus=\d+,\d+$/);
      expect(continent.countries.length).toBeGreaterThanOrEqual(2);
      const names = continent.countries.map((country) => country.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    }
  });

  it('flags the countries that have a special page', async () => {
    const continents = (await get('/api/v1/continents')).json<Continent[]>();
    const countries = continents.flatMap((continent) => continent.countries);

    const special = countries.filter((country) => country.has_special_page).map((country) => country.slug);
    expect(special).toEqual(
      expect.arrayContaining(['maldives', 'seychelles', 'mauritius', 'fiji', 'french-polynesia']),
    );
    expect(countries.find((country) => country.slug === 'india')).toEqual({
      id: 5,
      slug: 'india',
      name: 'India',
      has_special_page: false,
    });
  });

  it('is cacheable and revalidates with If-None-Match', async () => {
    const first = await get('/api/v1/continents/');
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');

    const again = await get('/api/v1/continents/', { 'if-none-match': String(first.headers.get('etag')) });
    expect(again.status).toBe(304);
  });
});

describe('GET /api/v1/continent-detail/:slugOrId/', () => {
  it('returns a continent page by slug, with its countries, its packages and SEO', async () => {
    const response = await get('/api/v1/continent-detail/africa/');

    expect(response.status).toBe(200);
    const africa = response.json<ContinentDetail>();
    expect(africa).toMatchObject({ id: 2, slug: 'africa', name: 'Africa' });
    expect(africa.title.length).toBeGreaterThan(10);
    expect(africa.description.split('\n\n').length).toBeGreaterThanOrEqual(2);
    expect(africa.hero_image_url).toMatch(/^\/media\/.+\.webp#focus=\d+,\d+$/);
    expect(africa.countries.map((country) => country.slug)).toEqual(
      expect.arrayContaining(['kenya', 'south-africa', 'tanzania', 'botswana']),
    );
    expect(africa.packages.length).toBeGreaterThanOrEqual(5);
    expect(africa.seo.meta_title).toContain('Africa');
  });

  it('lists each package that visits the continent once, including multi-country trips', async () => {
    const africa = (await get('/api/v1/continent-detail/africa/')).json<ContinentDetail>();
    const slugs = africa.packages.map((pkg) => pkg.slug);

    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toContain('east-africa-great-safari');
    expect(slugs).not.toContain('amalfi-coast-and-capri');
  });

  it('marks island countries so their cards link to the special page', async () => {
    const islands = (await get('/api/v1/continent-detail/indian-ocean/')).json<ContinentDetail>();

    expect(islands.countries.every((country) => country.has_special_page)).toBe(true);
  });

  itServesDetailPages(() => testApp, {
    path: '/api/v1/continent-detail',
    what: 'Continent',
    slug: 'asia',
    id: 1,
  });
});
