import { journeyTabs, type HomeTestimonials, type JourneySection } from '@lux/shared/contract';
import { seedPackages } from '../../db/seed/destinations';
import { seedTestimonialCollage } from '../../db/seed/home';
import { buildTestApp, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const get = (url: string, headers?: Record<string, string>) => testApp.get(url, headers);

/** The API call behind a site path a journey tile links to. */
const apiPathOf = (href: string): string => {
  const [, kind, key] =
    /^\/(experiences|countries|special\/countries|wellness\/countries|inspiration\/travel-by-month)\/([\w-]+)$/.exec(
      href,
    ) ?? [];
  const endpoint = {
    experiences: 'experience-detail',
    countries: 'country-detail',
    'special/countries': 'special-country-page',
    'wellness/countries': 'wellness/countries',
    'inspiration/travel-by-month': 'travel-by-month',
  }[kind ?? ''];
  if (!endpoint || !key) throw new Error(`Unexpected journey tile link "${href}"`);
  return `/api/v1/${endpoint}/${key}/`;
};

const ourArtwork = /^\/media\/[a-z0-9-]+\.webp#focus=\d+,\d+$/;

describe('GET /api/v1/journey-section/', () => {
  let section: JourneySection;
  beforeAll(async () => {
    const response = await get('/api/v1/journey-section/');
    expect(response.status).toBe(200);
    section = response.json<JourneySection>();
  });

  it('has the four tabs, in order, each a list of tiles with a name, a picture and a link', () => {
    expect(Object.keys(section)).toEqual([...journeyTabs]);
    for (const tab of journeyTabs) {
      expect(section[tab].length).toBeGreaterThan(0);
      for (const item of section[tab]) {
        expect(item.image_url).toMatch(ourArtwork);
      }
    }
  });

  it('keeps each tab’s order: travellers from honeymoons, the months from January', () => {
    expect(section.by_traveller.slice(0, 2)).toEqual([
      expect.objectContaining({ name: 'Honeymoons', href: '/experiences/honeymoons' }),
      expect.objectContaining({ name: 'Family Holidays', href: '/experiences/family-holidays' }),
    ]);
    expect(section.by_month.map((item) => item.href)).toEqual(
      [
        'january',
        'february',
        'march',
        'april',
        'may',
        'june',
        'july',
        'august',
        'september',
        'october',
        'november',
        'december',
      ].map((month) => `/inspiration/travel-by-month/${month}`),
    );
  });

  it('links a country with an island page there, and the rest to their country page (SPEC 2.1)', () => {
    expect(section.most_popular).toContainEqual(
      expect.objectContaining({ name: 'Maldives', href: '/special/countries/maldives' }),
    );
    expect(section.most_popular).toContainEqual(
      expect.objectContaining({ name: 'Japan', href: '/countries/japan' }),
    );
    expect(section.wellness).toContainEqual(
      expect.objectContaining({ name: 'India', href: '/wellness/countries/india' }),
    );
  });

  it('links every tile to a page that exists', async () => {
    for (const item of journeyTabs.flatMap((tab) => section[tab])) {
      const response = await get(apiPathOf(item.href));
      expect({ href: item.href, status: response.status }).toEqual({ href: item.href, status: 200 });
    }
  });

  it('is cacheable', async () => {
    const response = await get('/api/v1/journey-section');

    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(response.headers.get('etag')).toBeTruthy();
  });
});

describe('GET /api/v1/home-testimonials/', () => {
  let testimonials: HomeTestimonials;
  beforeAll(async () => {
    const response = await get('/api/v1/home-testimonials/');
    expect(response.status).toBe(200);
    testimonials = response.json<HomeTestimonials>();
  });

  it('has the collage’s travellers, each with a picture and a place on wide screens and phones', () => {
    expect(testimonials.collage.length).toBeGreaterThanOrEqual(6);
    for (const item of testimonials.collage) {
      expect(item.imageUrl).toMatch(ourArtwork);
      expect(item.location).toMatch(/^[\w .]+, [\w .]+$/);
    }
    expect(testimonials.collage[0]).toMatchObject({
      name: 'Ananya Rao',
      location: 'Mumbai, India',
      position: { top: 0, left: 1, width: 12 },
      mobilePosition: { top: 0, left: 0, width: 30 },
    });
  });

  it('shows each traveller with the picture of the journey they speak of', () => {
    const galleryOf = (slug: string) =>
      seedPackages.find((pkg) => pkg.slug === slug)?.gallery.map(([image]) => image) ?? [];
    expect(testimonials.collage).toHaveLength(seedTestimonialCollage.length);
    testimonials.collage.forEach((item, index) => {
      const key = /^\/media\/([a-z0-9-]+)\.webp/.exec(item.imageUrl)?.[1];
      expect(galleryOf(seedTestimonialCollage[index]?.journey ?? '')).toContain(key);
    });
  });

  it('has five rotating entries in order, each naming a journey we sell', () => {
    expect(testimonials.rotating).toHaveLength(5);
    const packageNames = new Set(seedPackages.map((pkg) => pkg.name));
    for (const entry of testimonials.rotating) {
      expect(packageNames.has(entry.journey)).toBe(true);
    }
    expect(testimonials.rotating[0]).toMatchObject({ name: 'Kavita Menon', location: 'Chennai, India' });
  });

  it('is cacheable', async () => {
    const response = await get('/api/v1/home-testimonials');

    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(response.headers.get('etag')).toBeTruthy();
  });
});
