import type { CountryDetail, SpecialCountry } from '@lux/shared/contract';
import {
  detailFields,
  hotelFields,
  packageListFields,
  pageSectionFields,
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

describe('GET /api/v1/country-detail/:slugOrId/', () => {
  it('returns a country page by slug with its packages, page sections and SEO', async () => {
    const response = await get('/api/v1/country-detail/kenya/');

    expect(response.status).toBe(200);
    const kenya = response.json<CountryDetail>();
    expectFields(kenya, detailFields.country);
    expectFields(kenya.seo, seoFields);
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
    kenya.packages.forEach((pkg) => expectFields(pkg, packageListFields));
    expect(kenya.page_sections.length).toBeGreaterThanOrEqual(2);
    kenya.page_sections.forEach((section) => expectFields(section, pageSectionFields));
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

  it('returns the same page by id and by slug', async () => {
    const bySlug = await get('/api/v1/country-detail/sri-lanka');
    const byId = await get('/api/v1/country-detail/13');

    expect(byId.body).toBe(bySlug.body);
  });

  it('still serves the ordinary page of a country that also has a special page', async () => {
    const maldives = (await get('/api/v1/country-detail/maldives/')).json<CountryDetail>();

    expect(maldives.has_special_page).toBe(true);
    expect(maldives.packages.length).toBeGreaterThan(0);
  });

  it.each([
    ['slug', 'narnia', 'Country "narnia" not found'],
    ['id', '4040', 'Country "4040" not found'],
  ])('answers 404 JSON for an unknown %s', async (_case, key, message) => {
    const response = await get(`/api/v1/country-detail/${key}/`);

    expect(response.status).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message });
  });

  it.each([
    ['upper case', 'India'],
    ['an accent', 'S%C3%A3o-tom%C3%A9'],
    ['a trailing hyphen', 'india-'],
  ])('answers 400 for a key with %s', async (_case, key) => {
    const response = await get(`/api/v1/country-detail/${key}/`);

    expect(response.status).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^params\/slug: must be a country slug/);
  });

  it('is cacheable and revalidates with If-None-Match', async () => {
    const first = await get('/api/v1/country-detail/japan/');
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(first.headers.get('etag')).toMatch(/^"[\w-]+"$/);

    const again = await get('/api/v1/country-detail/japan/', {
      'if-none-match': String(first.headers.get('etag')),
    });
    expect(again.status).toBe(304);
  });
});

describe('GET /api/v1/special-country-page/:slugOrId/', () => {
  it('returns an island page by slug with its sections, hotels and SEO', async () => {
    const response = await get('/api/v1/special-country-page/seychelles/');

    expect(response.status).toBe(200);
    const seychelles = response.json<SpecialCountry>();
    expectFields(seychelles, detailFields.specialCountry);
    expectFields(seychelles.seo, seoFields);
    expect(seychelles).toMatchObject({ id: 8, slug: 'seychelles', name: 'Seychelles' });
    expect(seychelles.hero_image_url).toMatch(/^\/media\/.+\.webp$/);
    expect(seychelles.page_sections.length).toBeGreaterThanOrEqual(2);
    seychelles.page_sections.forEach((section) => expectFields(section, pageSectionFields));
    expect(seychelles.hotels.length).toBeGreaterThanOrEqual(4);
    seychelles.hotels.forEach((hotel) => expectFields(hotel, hotelFields));
    expect(seychelles.seo.meta_title).toContain('Discover the Islands of Seychelles');
  });

  it('returns the same page by numeric id', async () => {
    const bySlug = await get('/api/v1/special-country-page/fiji');
    const byId = await get('/api/v1/special-country-page/30');

    expect(byId.status).toBe(200);
    expect(byId.body).toBe(bySlug.body);
  });

  it.each(['maldives', 'seychelles', 'mauritius', 'fiji', 'french-polynesia'])(
    'has a special page for %s',
    async (slug) => {
      expect((await get(`/api/v1/special-country-page/${slug}/`)).status).toBe(200);
    },
  );

  it('answers 404 for a country without a special page, and for an unknown one', async () => {
    const india = await get('/api/v1/special-country-page/india/');
    expect(india.status).toBe(404);
    expect(india.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Special country page "india" not found',
    });

    expect((await get('/api/v1/special-country-page/5/')).status).toBe(404);
    expect((await get('/api/v1/special-country-page/lemuria/')).status).toBe(404);
  });

  it('answers 400 for a malformed key', async () => {
    const response = await get('/api/v1/special-country-page/Bora_Bora/');

    expect(response.status).toBe(400);
  });
});
