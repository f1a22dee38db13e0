import type { WellnessCountry, WellnessHotel } from '@lux/shared/contract';
import { itServesDetailPages } from '../../testing/detail-endpoint';
import { buildTestApp, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const get = (url: string, headers?: Record<string, string>) => testApp.get(url, headers);
const MEDIA_IMAGE = /^\/media\/[a-z0-9-]+\.webp#focus=\d+,\d+$/;

const country = async (slugOrId: string | number) => {
  const response = await get(`/api/v1/wellness/countries/${slugOrId}/`);
  expect(response.status).toBe(200);
  return response.json<WellnessCountry>();
};

const hotel = async (slugOrId: string | number) => {
  const response = await get(`/api/v1/wellness/hotels/${slugOrId}/`);
  expect(response.status).toBe(200);
  return response.json<WellnessHotel>();
};

describe('GET /api/v1/wellness/countries/:slugOrId/', () => {
  it('resolves the footer link /wellness/countries/5 to India, with its retreats', async () => {
    const india = await country(5);

    expect(india).toMatchObject({ id: 5, slug: 'india', name: 'India' });
    expect(india.wellness_hero_image_url).toMatch(MEDIA_IMAGE);
    expect(india.hotels.map((card) => card.slug)).toContain('ananda-in-the-himalayas');
  });

  it.each([1, 2, 3, 4, 5])('gives wellness country %i at least three retreats', async (id) => {
    const { hotels } = await country(id);

    expect(hotels.length).toBeGreaterThanOrEqual(3);
    for (const card of hotels) {
      expect(card.hero_image_url).toMatch(MEDIA_IMAGE);
      expect(card.summary.length).toBeGreaterThan(40);
    }
  });

  itServesDetailPages(() => testApp, {
    path: '/api/v1/wellness/countries',
    what: 'Wellness country',
    slug: 'india',
    id: 5,
  });
});

describe('GET /api/v1/wellness/hotels/:slugOrId/', () => {
  it('returns a retreat with its gallery, therapies, sections, country and SEO', async () => {
    const ananda = await hotel('ananda-in-the-himalayas');

    expect(ananda).toMatchObject({
      name: 'Ananda in the Himalayas',
      country: { id: 5, slug: 'india', name: 'India' },
    });
    const therapies = ananda.therapies.flatMap((group) => group.items);
    expect(therapies[0]).toMatchObject({ title: 'Abhyanga', parent_program: 'Ayurveda' });
    expect(therapies[0]?.program_details[0]?.price[0]).toMatch(
      /^From ₹\d{1,2}(,\d\d)*,\d{3} per person, twin share$/,
    );
  });

  it('gives every retreat 4 gallery images with headings, 2 therapy groups of 2 therapies with 2 lengths, and sections', async () => {
    for (let id = 1; id <= 15; id += 1) {
      const retreat = await hotel(id);
      const where = retreat.slug;

      expect({ where, gallery: retreat.gallery_images.length >= 4 }).toEqual({ where, gallery: true });
      for (const image of retreat.gallery_images) {
        expect(image.image_url).toMatch(MEDIA_IMAGE);
        expect(image.heading.length).toBeGreaterThan(3);
        expect(image.alt_text.length).toBeGreaterThan(15);
      }
      expect({ where, groups: retreat.therapies.length >= 2 }).toEqual({ where, groups: true });
      for (const group of retreat.therapies) {
        expect({ where, therapies: group.items.length >= 2 }).toEqual({ where, therapies: true });
        for (const therapy of group.items) {
          expect(therapy.imageUrl).toMatch(MEDIA_IMAGE);
          expect(therapy.benefits.length).toBeGreaterThanOrEqual(3);
          expect({ where, lengths: therapy.program_details.length >= 2 }).toEqual({ where, lengths: true });
          for (const length of therapy.program_details) {
            expect(length.includes.length).toBeGreaterThanOrEqual(2);
            expect(length.price.length).toBeGreaterThanOrEqual(1);
          }
        }
      }
      expect({ where, sections: [2, 3].includes(retreat.content_sections.length) }).toEqual({
        where,
        sections: true,
      });
    }
  });

  it('links each retreat from its country page', async () => {
    const maldives = await country('maldives');

    for (const card of maldives.hotels) {
      expect((await hotel(card.slug)).country.slug).toBe('maldives');
    }
  });

  itServesDetailPages(() => testApp, {
    path: '/api/v1/wellness/hotels',
    what: 'Hotel',
    slug: 'ananda-in-the-himalayas',
    id: 13,
  });
});
