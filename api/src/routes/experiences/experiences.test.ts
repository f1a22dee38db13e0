import type { Experience, ExperienceDetail, PackageDetail } from '@lux/shared/contract';
import { itServesDetailPages } from '../../testing/detail-endpoint';
import { buildTestApp, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const get = (url: string, headers?: Record<string, string>) => testApp.get(url, headers);
const MEDIA_IMAGE = /^\/media\/[a-z0-9-]+\.webp#focus=\d+,\d+$/;

const menu = async () => {
  const response = await get('/api/v1/experiences/');
  expect(response.status).toBe(200);
  return response.json<Experience[]>();
};

const detail = async (slugOrId: string | number) => {
  const response = await get(`/api/v1/experience-detail/${slugOrId}/`);
  expect(response.status).toBe(200);
  return response.json<ExperienceDetail>();
};

describe('GET /api/v1/experiences/', () => {
  it('lists at least four groups and 21 items, numbered across the groups in menu order', async () => {
    const groups = await menu();

    expect(groups.length).toBeGreaterThanOrEqual(4);
    const items = groups.flatMap((group) => group.items);
    expect(items.length).toBeGreaterThanOrEqual(21);
    expect(items.map((item) => item.id)).toEqual(items.map((_, index) => index + 1));
    for (const item of items) {
      expect(item.image_url).toMatch(MEDIA_IMAGE);
      expect(item.wellness_hero_image_url).toMatch(MEDIA_IMAGE);
    }
  });

  it('keeps the ids the footer links to: 6 is family holidays and 21 honeymoons', async () => {
    const items = (await menu()).flatMap((group) => group.items);

    expect(items.find((item) => item.id === 6)).toMatchObject({
      slug: 'family-holidays',
      name: 'Family Holidays',
    });
    expect(items.find((item) => item.id === 21)).toMatchObject({ slug: 'honeymoons', name: 'Honeymoons' });
  });

  it('lists the wellness countries under the Wellness group only', async () => {
    const groups = await menu();
    const wellness = groups.filter((group) => /wellness/i.test(group.name));

    expect(wellness).toHaveLength(1);
    const countries = wellness[0]?.wellness_countries ?? [];
    expect(countries.length).toBeGreaterThanOrEqual(5);
    expect(countries.find((country) => country.id === 5)).toMatchObject({ slug: 'india', name: 'India' });
    for (const group of groups.filter((candidate) => !/wellness/i.test(candidate.name))) {
      expect(group.wellness_countries).toEqual([]);
    }
  });

  it('is cacheable content', async () => {
    const response = await get('/api/v1/experiences/');

    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
  });
});

describe('GET /api/v1/experience-detail/:slugOrId/', () => {
  it('returns an experience page by slug with its story, trips, sections, testimonials and SEO', async () => {
    const family = await detail('family-holidays');

    expect(family).toMatchObject({ id: 6, slug: 'family-holidays', name: 'Family Holidays' });
    expect(family.hero_image_url).toMatch(MEDIA_IMAGE);
    expect(family.description_paragraphs.split('\n').length).toBeGreaterThanOrEqual(3);
    expect(family.description_paragraphs).not.toMatch(/\n\n/);
    expect(family.page_sections.map((section) => section.image_position)).toEqual(['left', 'right', 'left']);
    expect(family.seo.meta_title).toMatch(/\| Aurelia Journeys$/);
  });

  it('resolves the footer link /experiences/21 to honeymoons, whose hero is a looping clip', async () => {
    const honeymoons = await detail(21);

    expect(honeymoons).toMatchObject({ slug: 'honeymoons', is_hero_video: true });
    expect(honeymoons.hero_video_url).toMatch(/^\/media\/[a-z0-9-]+\.mp4$/);
    // The clip is made from the hero artwork, which is also its poster.
    expect(honeymoons.hero_video_url?.replace('.mp4', '')).toBe(
      honeymoons.hero_image_url.replace(/\.webp#.*$/, ''),
    );
  });

  it('gives every experience its own texts, 3 to 6 real trips, 2 or 3 sections and at least 3 testimonials', async () => {
    const items = (await menu()).flatMap((group) => group.items);
    const seen = new Set<string>();

    for (const item of items) {
      const experience = await detail(item.slug);
      const where = experience.slug;
      expect({ where, name: experience.name }).toEqual({ where, name: item.name });
      expect({ where, trips: experience.packages.length >= 3 && experience.packages.length <= 6 }).toEqual({
        where,
        trips: true,
      });
      expect({ where, sections: [2, 3].includes(experience.page_sections.length) }).toEqual({
        where,
        sections: true,
      });
      expect({ where, testimonials: experience.testimonials.length >= 3 }).toEqual({
        where,
        testimonials: true,
      });
      const paragraphs = experience.description_paragraphs.split('\n');
      expect({ where, paragraphs: paragraphs.length >= 3 && paragraphs.length <= 4 }).toEqual({
        where,
        paragraphs: true,
      });
      expect(experience.is_hero_video).toBe(experience.hero_video_url !== null);
      for (const text of [
        experience.hero_title,
        experience.description_title,
        experience.description_summary,
        experience.why_trust_us_title,
        ...paragraphs,
      ]) {
        expect({ where, repeated: seen.has(text) ? text : null }).toEqual({ where, repeated: null });
        seen.add(text);
      }
    }
  });

  it('has at least one experience whose hero is a video', async () => {
    const items = (await menu()).flatMap((group) => group.items);
    const withVideo = [];
    for (const item of items) {
      if ((await detail(item.id)).is_hero_video) withVideo.push(item.slug);
    }

    expect(withVideo).toEqual(expect.arrayContaining(['honeymoons', 'luxury-safaris']));
  });

  it('links favourite trips to package pages that exist, by slug', async () => {
    const safaris = await detail('luxury-safaris');

    for (const pkg of safaris.packages) {
      const page = await get(`/api/v1/package-detail/${pkg.slug}/`);
      expect(page.status).toBe(200);
      expect(page.json<PackageDetail>()).toMatchObject({ id: pkg.id, name: pkg.name });
    }
  });

  itServesDetailPages(() => testApp, {
    path: '/api/v1/experience-detail',
    what: 'Experience',
    slug: 'family-holidays',
    id: 6,
  });
});
