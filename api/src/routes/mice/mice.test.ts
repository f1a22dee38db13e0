import type { MiceCategory, MiceDetail } from '@lux/shared/contract';
import { itServesDetailPages } from '../../testing/detail-endpoint';
import { buildTestApp, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const get = (url: string, headers?: Record<string, string>) => testApp.get(url, headers);

const categories = async () => {
  const response = await get('/api/v1/mice-categories/');
  expect(response.status).toBe(200);
  return response.json<MiceCategory[]>();
};

describe('GET /api/v1/mice-categories/', () => {
  it('lists at least five categories, with corporate incentives at id 4 for the footer', async () => {
    const list = await categories();

    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(list.find((category) => category.id === 4)).toMatchObject({
      slug: 'corporate-incentives',
      name: 'Corporate Incentives',
    });
    for (const category of list)
      expect(category.image_url).toMatch(/^\/media\/[a-z0-9-]+\.webp#focus=\d+,\d+$/);
  });
});

describe('GET /api/v1/mice-detail/:slugOrId/', () => {
  it('returns a category page by slug with its hero, sections, FAQs and SEO', async () => {
    const response = await get('/api/v1/mice-detail/corporate-incentives/');

    expect(response.status).toBe(200);
    const incentives = response.json<MiceDetail>();
    expect(incentives).toMatchObject({ id: 4, slug: 'corporate-incentives', name: 'Corporate Incentives' });
    expect(incentives.hero_subtitle.length).toBeGreaterThan(20);
    expect(incentives.faqs.map((faq) => faq.question)).toContain('What is an incentive trip?');
  });

  it('gives every category 2 or 3 sections and 12 or 13 FAQs of its own', async () => {
    const questions = new Set<string>();
    for (const { slug } of await categories()) {
      const category = (await get(`/api/v1/mice-detail/${slug}/`)).json<MiceDetail>();

      expect({ slug, sections: [2, 3].includes(category.page_sections.length) }).toEqual({
        slug,
        sections: true,
      });
      expect({ slug, faqs: [12, 13].includes(category.faqs.length) }).toEqual({ slug, faqs: true });
      for (const { question, answer } of category.faqs) {
        expect({ slug, repeated: questions.has(question) ? question : null }).toEqual({
          slug,
          repeated: null,
        });
        questions.add(question);
        expect(answer.length).toBeGreaterThan(40);
      }
    }
  });

  itServesDetailPages(() => testApp, {
    path: '/api/v1/mice-detail',
    what: 'Category',
    slug: 'corporate-incentives',
    id: 4,
  });
});
