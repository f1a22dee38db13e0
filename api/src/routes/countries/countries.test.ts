import type { CountryDetail, SpecialCountry } from '@lux/shared/contract';
import { itServesDetailPages } from '../../testing/detail-endpoint';
import { buildTestApp, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const get = (url: string, headers?: Record<string, string>) => testApp.get(url, headers);

describe('GET /api/v1/country-detail/:slugOrId/', () => {
  it('returns a country page by slug with its packages, page sections and SEO', async () => {
    const response = await get('/api/v1/country-detail/kenya/');

    expect(response.status).toBe(200);
    const kenya = response.json<CountryDetail>();
    expect(kenya).toMatchObject({
      id: 24,
      slug: 'kenya',
      name: 'Kenya',
      continent: { id: 2, slug: 'africa', name: 'Africa' },
      has_special_page: false,
    });
    expect(kenya.why_travel_text.split('\n\n').length).toBeGreaterThanOrEqual(2);
    expect(kenya.hero_subheading.length).toBeGreaterThan(10);
    expect(kenya.packages.map((pkg) => pkg.slug)).toEqual(
      expect.arrayContaining(['kenya-great-migration-in-the-masai-mara', 'east-africa-great-safari']),
    );
    expect(kenya.page_sections.length).toBeGreaterThanOrEqual(2);
    expect(kenya.seo.meta_title).toBe('Luxury Kenya Holidays & Tailor-Made Tours | Aurelia Journeys');
  });

  it('alternates section images left and right and gives a button both a label and a link', async () => {
    const india = (await get('/api/v1/country-detail/india/')).json<CountryDetail>();

    expect(india.page_sections.map((section) => section.image_position)).toEqual(['left', 'right', 'left']);
    for (const section of india.page_sections) {
      expect(section.button_text === null).toBe(section.button_href === null);
    }
    expect(india.page_sections.at(-1)).toMatchObject({
      button_text: 'Start Planning',
      button_href: '/enquire',
    });
  });

  it.each([
    [5, 'India'],
    [13, 'Sri Lanka'],
    [22, 'Japan'],
    [24, 'Kenya'],
    [25, 'South Africa'],
    [29, 'New Zealand'],
  ])('resolves the footer link /countries/%i to %s', async (id, name) => {
    const response = await get(`/api/v1/country-detail/${id}/`);

    expect(response.status).toBe(200);
    expect(response.json<CountryDetail>()).toMatchObject({ id, name });
  });

  it('still serves the ordinary page of a country that also has a special page', async () => {
    const maldives = (await get('/api/v1/country-detail/maldives/')).json<CountryDetail>();

    expect(maldives.has_special_page).toBe(true);
    expect(maldives.packages.length).toBeGreaterThan(0);
  });

  itServesDetailPages(() => testApp, {
    path: '/api/v1/country-detail',
    what: 'Country',
    slug: 'sri-lanka',
    id: 13,
  });
});

describe('GET /api/v1/special-country-page/:slugOrId/', () => {
  it('returns an island page by slug with its sections, hotels and SEO', async () => {
    const response = await get('/api/v1/special-country-page/seychelles/');

    expect(response.status).toBe(200);
    const seychelles = response.json<SpecialCountry>();
    expect(seychelles).toMatchObject({ id: 8, slug: 'seychelles', name: 'Seychelles' });
    expect(seychelles.hero_image_url).toMatch(/^\/media\/.+\.webp#focus=\d+,\d+$/);
    expect(seychelles.page_sections.length).toBeGreaterThanOrEqual(2);
    expect(seychelles.hotels.length).toBeGreaterThanOrEqual(4);
    expect(seychelles.seo.meta_title).toContain('Discover the Islands of Seychelles');
  });

  it.each(['maldives', 'seychelles', 'mauritius', 'fiji', 'french-polynesia'])(
    'has a special page for %s',
    async (slug) => {
      expect((await get(`/api/v1/special-country-page/${slug}/`)).status).toBe(200);
    },
  );

  it('answers 404 for a country without a special page, by slug and by id', async () => {
    const india = await get('/api/v1/special-country-page/india/');
    expect(india.status).toBe(404);
    expect(india.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Special country page "india" not found',
    });

    expect((await get('/api/v1/special-country-page/5/')).status).toBe(404);
  });

  itServesDetailPages(() => testApp, {
    path: '/api/v1/special-country-page',
    what: 'Special country page',
    slug: 'fiji',
    id: 30,
  });
});
