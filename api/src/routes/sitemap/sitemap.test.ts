import { JSDOM } from 'jsdom';
import { seedJournalPosts } from '../../db/seed';
import {
  seedContinents,
  seedCountries,
  seedMonths,
  seedPackages,
  seedSpecialCountries,
} from '../../db/seed/destinations';
import { numberedExperiences, seedMiceCategories, seedWellnessCountries } from '../../db/seed/experiences';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { sitemapXml } from './routes';

const SITE = 'https://www.aurelia.example';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ env: { SITE_ORIGIN: `${SITE}/` } });
});
afterAll(async () => {
  await testApp?.close();
});

/** The sitemap's URLs and their lastmod (null without one); parsing throws unless it is well-formed XML. */
function urlsOf(xml: string): Map<string, string | null> {
  const { document } = new JSDOM(xml, { contentType: 'application/xml' }).window;
  expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  const urls = [...document.documentElement.children].map((url) => {
    expect(url.localName).toBe('url');
    return [
      url.querySelector('loc')?.textContent ?? '',
      url.querySelector('lastmod')?.textContent ?? null,
    ] as const;
  });
  const byLoc = new Map(urls);
  // Each page once.
  expect(byLoc.size).toBe(urls.length);
  return byLoc;
}

const readSitemap = async () => urlsOf((await testApp.get('/api/v1/sitemap.xml')).body);

/** Content changed behind the API's back, as an editor's write would: announced as writers do. */
const changeContent = async (write: () => Promise<unknown>) => {
  await write();
  testApp.app.contentCache.contentChanged();
};

describe('GET /api/v1/sitemap.xml', () => {
  it('is cacheable XML', async () => {
    const response = await testApp.get('/api/v1/sitemap.xml');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    const etag = String(response.headers.get('etag'));
    expect((await testApp.get('/api/v1/sitemap.xml', { 'if-none-match': etag })).status).toBe(304);
  });

  it('lists the static pages and every page of the content, at the configured origin', async () => {
    const staticPaths = [
      '/',
      '/about',
      '/enquire',
      '/booking-conditions',
      '/privacy-policy',
      '/travel-insurance',
    ];
    const contentPages: [string, string[]][] = [
      ['/destinations/continents', seedContinents.map((continent) => continent.slug)],
      ['/countries', seedCountries.map((country) => country.slug)],
      ['/special/countries', seedSpecialCountries.map((page) => page.country)],
      ['/packages', seedPackages.map((pkg) => pkg.slug)],
      ['/inspiration/travel-by-month', seedMonths.map((month) => month.name.toLowerCase())],
      ['/experiences', numberedExperiences.map(({ experience }) => experience.slug)],
      ['/wellness/countries', seedWellnessCountries.map((country) => country.slug)],
      [
        '/wellness/hotels',
        seedWellnessCountries.flatMap((country) => country.hotels.map((hotel) => hotel.slug)),
      ],
      ['/mice', seedMiceCategories.map((category) => category.slug)],
      ['/journal', seedJournalPosts.map((post) => post.slug)],
    ];
    const expected = [
      ...staticPaths,
      '/journal',
      ...contentPages.flatMap(([prefix, slugs]) => slugs.map((slug) => `${prefix}/${slug}`)),
    ].map((path) => `${SITE}${path}`);

    const urls = await readSitemap();
    expect([...urls.keys()].sort()).toEqual(expected.sort());
  });

  it('dates each page from its own content: its row’s last write, a post’s publication', async () => {
    // One row of each kind, each written at a time of its own.
    const writes = [
      ['continents', 'asia', '/destinations/continents/asia'],
      ['countries', 'japan', '/countries/japan'],
      ['packages', 'kerala-backwaters-and-spice-hills', '/packages/kerala-backwaters-and-spice-hills'],
      ['months', 'march', '/inspiration/travel-by-month/march'],
      ['experiences', 'honeymoons', '/experiences/honeymoons'],
      ['wellness_countries', 'bhutan', '/wellness/countries/bhutan'],
      ['wellness_hotels', 'amankora-punakha', '/wellness/hotels/amankora-punakha'],
      ['mice_categories', 'conferences', '/mice/conferences'],
    ] as const;
    const special = 'maldives';
    const writtenAt = (day: number) => `2026-03-${String(day).padStart(2, '0')}T10:20:30.456Z`;

    await changeContent(async () => {
      for (const [index, [table, slug]] of writes.entries()) {
        const { numUpdatedRows } = await testApp.db
          .updateTable(table)
          .set({ updated_at: writtenAt(index + 1) })
          .where('slug', '=', slug)
          .executeTakeFirst();
        expect([slug, numUpdatedRows]).toEqual([slug, 1n]);
      }
      await testApp.db
        .updateTable('special_country_pages')
        .set({ updated_at: writtenAt(21) })
        .where('country_id', '=', testApp.db.selectFrom('countries').select('id').where('slug', '=', special))
        .execute();
    });
    const urls = await readSitemap();

    for (const [index, [, , path]] of writes.entries()) {
      expect([path, urls.get(`${SITE}${path}`)]).toEqual([path, writtenAt(index + 1).replace('.456', '')]);
    }
    expect(urls.get(`${SITE}/special/countries/${special}`)).toBe('2026-03-21T10:20:30Z');
    // The country page of an island country is dated by the country, not by its special page.
    expect(urls.get(`${SITE}/countries/${special}`)).not.toBe('2026-03-21T10:20:30Z');
    for (const post of seedJournalPosts)
      expect(urls.get(`${SITE}/journal/${post.slug}`)).toBe(post.published_date);
    const newest = seedJournalPosts
      .map((post) => post.published_date)
      .sort()
      .at(-1);
    expect(urls.get(`${SITE}/journal`)).toBe(newest);
    // Pages whose text is in the front end have no change date here, and claim none.
    expect(urls.get(`${SITE}/about`)).toBeNull();
    // Every dated page has a W3C date or UTC instant.
    const dates = [...urls.values()].filter((lastmod) => lastmod !== null);
    expect(dates.length).toBe(urls.size - 6);
    for (const lastmod of dates) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}Z)?$/);
  });

  it('lists a post once published, and the journal dated by it; never an address no page answers', async () => {
    const post = seedJournalPosts[0];
    if (!post) throw new Error('The seed content should include journal posts');
    const { blocks: _blocks, ...fields } = post;
    const before = await readSitemap();
    await changeContent(() =>
      testApp.db
        .insertInto('journal_posts')
        .values([
          { ...fields, slug: 'winter-in-hokkaido', published_date: '2026-12-01' },
          // Read as post 2024 by its address, and a slug no address can name: neither is its own page.
          { ...fields, slug: '2024', published_date: '2026-12-02' },
          { ...fields, slug: 'café-&-<co>', published_date: '2026-12-03' },
        ])
        .execute(),
    );
    const urls = await readSitemap();

    expect(urls.size).toBe(before.size + 1);
    expect(urls.get(`${SITE}/journal/winter-in-hokkaido`)).toBe('2026-12-01');
    expect([...urls.keys()].filter((url) => /2024|caf/.test(url))).toEqual([]);
    // The list shows all three.
    expect(urls.get(`${SITE}/journal`)).toBe('2026-12-03');
  });

  it('escapes what XML reserves', () => {
    const urls = urlsOf(sitemapXml('https://a&b.example', [{ path: '/about' }]));
    expect([...urls.keys()]).toEqual(['https://a&b.example/about']);
  });
});

describe('GET /api/v1/robots.txt', () => {
  it('lets crawlers read the site and its images but not the API or search results, and names the sitemap', async () => {
    const response = await testApp.get('/api/v1/robots.txt');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(response.body.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /search',
      '',
      `Sitemap: ${SITE}/sitemap.xml`,
      '',
    ]);
  });
});
