import type { PageSeo } from '@lux/shared/contract';
import { BRAND_NAME } from '../../db/seed';
import { itServesDetailPages } from '../../testing/detail-endpoint';
import { buildTestApp, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const get = (url: string, headers?: Record<string, string>) => testApp.get(url, headers);

describe('GET /api/v1/page-seo/:page/', () => {
  it('returns the home page SEO', async () => {
    const response = await get('/api/v1/page-seo/Homepage/');

    expect(response.status).toBe(200);
    const body = response.json<PageSeo>();
    expect(body.page).toBe('Homepage');
    expect(body.seo.meta_title).toBe(`Bespoke Luxury Holidays & Tailor-Made Journeys | ${BRAND_NAME}`);
    expect(body.seo.meta_description.length).toBeGreaterThan(50);
    expect(body.seo.meta_keywords).toContain('luxury');
  });

  it.each(['Journal', 'About'])('returns the %s page SEO', async (page) => {
    const response = await get(`/api/v1/page-seo/${page}`);

    expect(response.status).toBe(200);
    expect(response.json<PageSeo>()).toMatchObject({
      page,
      seo: { meta_title: expect.stringContaining(BRAND_NAME) },
    });
  });

  itServesDetailPages(() => testApp, {
    path: '/api/v1/page-seo',
    what: 'SEO for page',
    slug: 'Homepage',
    // The first seeded page.
    id: 1,
  });
});
