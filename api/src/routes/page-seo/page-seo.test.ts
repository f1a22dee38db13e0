import type { PageSeo } from '@lux/shared/contract';
import { BRAND_NAME } from '../../db/seed';
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

  it('answers 404 for a page it has no SEO for', async () => {
    const response = await get('/api/v1/page-seo/Nowhere/');

    expect(response.status).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'SEO for page "Nowhere" not found',
    });
  });

  it.each([
    ['a space', 'Home%20page'],
    ['a dot', 'Home.page'],
    ['over 100 characters', 'P'.repeat(101)],
  ])('answers 400 for a page name with %s', async (_case, page) => {
    const response = await get(`/api/v1/page-seo/${page}/`);

    expect(response.status).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^params\/page: /);
  });

  it('is cacheable and revalidates with If-None-Match', async () => {
    const first = await get('/api/v1/page-seo/Homepage/');
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');

    const again = await get('/api/v1/page-seo/Homepage/', {
      'if-none-match': String(first.headers.get('etag')),
    });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });
});
