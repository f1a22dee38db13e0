import type { FeaturedPackage, PackageDetail, PackageSearchItem } from '@lux/shared/contract';
import { seedCountries, seedFeaturedPackages, seedPackages } from '../../db/seed/destinations';
import { seedExperienceGroups } from '../../db/seed/experiences';
import { itServesDetailPages } from '../../testing/detail-endpoint';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { searchText } from './search-text';

let testApp: TestApp;
// Migrating and seeding a fresh database takes seconds on a loaded machine.
beforeAll(async () => {
  testApp = await buildTestApp();
}, 30_000);
afterAll(() => testApp.close());

const get = (url: string, headers?: Record<string, string>) => testApp.get(url, headers);

const search = async (q: string) => {
  const response = await get(`/api/v1/packages/?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return response.json<PackageSearchItem[]>();
};
const slugsFound = async (q: string) => (await search(q)).map((pkg) => pkg.slug);

/** The packages whose names contain `word`, as SPEC's name search lists them: by name. */
const namedWith = (word: string) =>
  seedPackages
    .filter((pkg) => searchText(pkg.name).includes(word))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
    .map((pkg) => pkg.slug);
const packagesIn = (predicate: (country: (typeof seedCountries)[number]) => boolean) => {
  const countries = new Set(seedCountries.filter(predicate).map((country) => country.slug));
  return seedPackages
    .filter((pkg) => pkg.countries.some((slug) => countries.has(slug)))
    .map((pkg) => pkg.slug);
};

describe('GET /api/v1/packages/', () => {
  it('lists every package by name, with the search card fields', async () => {
    const response = await get('/api/v1/packages/');

    expect(response.status).toBe(200);
    const packages = response.json<PackageSearchItem[]>();
    expect(packages).toHaveLength(seedPackages.length);
    const names = packages.map((pkg) => pkg.name);
    expect(names).toEqual([...names].sort());
    expect(packages.find((pkg) => pkg.slug === 'amalfi-coast-and-capri')).toEqual({
      id: 24,
      slug: 'amalfi-coast-and-capri',
      name: 'The Amalfi Coast and Capri',
      featured_image: expect.stringMatching(/^\/media\/pkg-amalfi-positano-coast\.webp#focus=\d+,\d+$/),
      location: 'Amalfi Coast & Capri, Italy',
    });
  });

  it('matches names whatever their case, name matches first', async () => {
    for (const q of ['rajasthan', 'RAJASTHAN', 'RaJaStHaN']) {
      expect((await slugsFound(q))[0]).toBe('palaces-of-rajasthan-and-the-taj-mahal');
    }
  });

  it.each([
    ['sao', 'brazil-rio-paraty-and-sao-miguel-dos-milagres'],
    ['São', 'brazil-rio-paraty-and-sao-miguel-dos-milagres'],
    ['SÃO MIGUEL', 'brazil-rio-paraty-and-sao-miguel-dos-milagres'],
    ['galapagos', 'ecuador-quito-andes-and-galapagos'],
    ['cote', 'provence-and-the-cote-dazur'],
    ['iguazu', 'argentina-buenos-aires-mendoza-and-iguazu'],
    ['andalucía', 'andalucia-seville-granada-and-white-villages'],
  ])('ignores accents: %s finds %s first', async (q, slug) => {
    expect((await slugsFound(q))[0]).toBe(slug);
  });

  it('matches part of a word, and every word of a longer query', async () => {
    expect(await slugsFound('zanz')).toEqual(['tanzania-serengeti-ngorongoro-and-zanzibar']);

    const kenya = await slugsFound('kenya');
    expect(kenya.length).toBeGreaterThanOrEqual(2);
    expect(await slugsFound('kenya lamu')).toEqual(['kenya-laikipia-mara-and-lamu']);
  });

  it("lists SPEC's name matches first, by name, then the trips found by place", async () => {
    const named = namedWith('kenya');
    const found = await slugsFound('kenya');

    expect(named.length).toBeGreaterThan(0);
    expect(found.slice(0, named.length)).toEqual(named);
    const throughKenya = packagesIn((country) => country.slug === 'kenya');
    expect(throughKenya.filter((slug) => !named.includes(slug)).length).toBeGreaterThan(0);
    expect(new Set(found)).toEqual(new Set([...named, ...throughKenya]));
  });

  it('finds every safari: by name, and every trip of the safari experience', async () => {
    const safaris = seedExperienceGroups
      .flatMap((group) => group.items)
      .filter((experience) => /safari/i.test(experience.name))
      .flatMap((experience) => experience.packages);
    const found = await slugsFound('safari');

    expect(safaris.length).toBeGreaterThanOrEqual(6);
    expect(found).toEqual(expect.arrayContaining([...namedWith('safari'), ...safaris]));
    expect(found.slice(0, namedWith('safari').length)).toEqual(namedWith('safari'));
  });

  it.each([
    ['a country', 'india', (country: (typeof seedCountries)[number]) => country.slug === 'india'],
    ['a typo of it', 'idnia', (country: (typeof seedCountries)[number]) => country.slug === 'india'],
    ['a continent', 'africa', (country: (typeof seedCountries)[number]) => country.continent === 'africa'],
    [
      'a continent, misspelt',
      'afirca',
      (country: (typeof seedCountries)[number]) => country.continent === 'africa',
    ],
  ])('finds the trips of %s: %s', async (_what, q, inPlace) => {
    const expected = packagesIn(inPlace);

    expect(expected.length).toBeGreaterThan(1);
    expect(new Set(await slugsFound(q))).toEqual(new Set(expected));
  });

  it('finds a kind of trip with a place: "honeymoon maldives"', async () => {
    const found = await slugsFound('honeymoon maldives');
    const honeymoons = new Set(
      seedExperienceGroups
        .flatMap((group) => group.items)
        .filter((experience) => /honeymoon/i.test(experience.name))
        .flatMap((experience) => experience.packages),
    );
    const maldives = packagesIn((country) => country.slug === 'maldives');

    expect(found.length).toBeGreaterThan(0);
    expect(found.every((slug) => maldives.includes(slug) && honeymoons.has(slug))).toBe(true);
  });

  it('finds two-letter queries, as the search box sends them', async () => {
    const results = await search('ba');

    expect(results.length).toBeGreaterThan(0);
    expect(results.every((pkg) => searchText(pkg.name).includes('ba'))).toBe(true);
  });

  it.each([
    ['one character', 'a'],
    ['one character padded with spaces', '  k  '],
    ['only spaces', '     '],
    ['only punctuation', '!?'],
  ])('answers an empty list for %s', async (_case, q) => {
    expect(await search(q)).toEqual([]);
  });

  it('reads punctuation, LIKE wildcards included, as spaces between words', async () => {
    expect(await search('kenya%lamu')).toEqual(await search('kenya lamu'));
    expect(await search('%_%')).toEqual([]);
  });

  it('answers nothing found with an empty list', async () => {
    expect(await search('antarctica')).toEqual([]);
  });

  it('answers 400 for a query over 100 characters or given twice', async () => {
    const long = await get(`/api/v1/packages/?q=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.json<{ message: string }>().message).toBe('querystring/q: must be at most 100 characters');

    expect((await get('/api/v1/packages/?q=kenya&q=peru')).status).toBe(400);
  });

  it('is cacheable per query', async () => {
    const kenya = await get('/api/v1/packages/?q=kenya');
    const peru = await get('/api/v1/packages/?q=peru');

    expect(kenya.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(kenya.headers.get('etag')).not.toBe(peru.headers.get('etag'));
    const again = await get('/api/v1/packages/?q=kenya', {
      'if-none-match': String(kenya.headers.get('etag')),
    });
    expect(again.status).toBe(304);
  });
});

describe('GET /api/v1/featured-packages/', () => {
  it('lists the home carousel in order, each linking to its package page', async () => {
    const response = await get('/api/v1/featured-packages/');

    expect(response.status).toBe(200);
    const featured = response.json<FeaturedPackage[]>();
    expect(featured.map((pkg) => pkg.href)).toEqual(seedFeaturedPackages.map((slug) => `/packages/${slug}`));
    expect(featured[0]).toMatchObject({
      id: 1,
      name: 'Palaces of Rajasthan and the Taj Mahal',
      duration: '11 Nights / 12 Days',
    });

    for (const pkg of featured) {
      const detail = await get(`/api/v1/package-detail/${pkg.href.replace('/packages/', '')}/`);
      expect(detail.json<PackageDetail>().id).toBe(pkg.id);
    }
  });
});

describe('GET /api/v1/package-detail/:slugOrId/', () => {
  it('returns a package by slug with its gallery, day-by-day itinerary, similar trips and SEO', async () => {
    const response = await get('/api/v1/package-detail/kenya-great-migration-in-the-masai-mara/');

    expect(response.status).toBe(200);
    const pkg = response.json<PackageDetail>();
    expect(pkg).toMatchObject({
      id: 15,
      name: 'Kenya: The Great Migration in the Masai Mara',
      parent_location: 'Kenya',
      travel_season_text: 'July to October',
      duration_text: '7 Nights / 8 Days',
      duration_days: 8,
    });
    expect(pkg.gallery_images.length).toBeGreaterThanOrEqual(4);
    expect(pkg.featured_image).toBe(pkg.gallery_images[0]?.image_url);
    expect(pkg.itinerary_days).toHaveLength(8);
    pkg.itinerary_days.forEach((day, index) => {
      expect(day.day_number).toBe(index + 1);
      expect(day.subheading).toMatch(new RegExp(`^Day ${index + 1}: `));
    });
    expect(pkg.itinerary_days[0]?.subheading).toBe('Day 1: Arrival in Nairobi');
    expect(pkg.similar_packages.length).toBeGreaterThanOrEqual(3);
    expect(pkg.similar_packages.map((similar) => similar.id)).not.toContain(pkg.id);
  });

  itServesDetailPages(() => testApp, {
    path: '/api/v1/package-detail',
    what: 'Package',
    slug: 'amalfi-coast-and-capri',
    id: 24,
  });
});
