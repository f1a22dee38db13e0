import { sql } from 'kysely';
import { SITE_ARTWORK_KEYS, artworkKeys } from '../../../media/artwork-keys';
import { ARTWORK_HEIGHT, ARTWORK_WIDTH, artworkLayout, paintLandscape } from '@lux/artwork/landscape';
import { searchText } from '../../../routes/packages/search-text';
import { databaseForThisFile } from '../../../testing/database-per-file';
import { migrateToLatest } from '../../migrate';
import { seedContent } from '..';
import { seedContinents, seedCountries, seedMonths, seedPackages, seedSpecialCountries } from '.';

const fresh = databaseForThisFile();

beforeAll(async () => {
  await migrateToLatest(fresh.db, fresh.dialect);
  await seedContent(fresh.db, fresh.dialect);
});

describe('destinations seed content', () => {
  it('has at least 6 continents, 30 countries, 4 island countries with hotels and 40 packages', async () => {
    expect(await fresh.count('continents')).toBeGreaterThanOrEqual(6);
    expect(await fresh.count('countries')).toBeGreaterThanOrEqual(30);
    expect(await fresh.count('special_country_pages')).toBeGreaterThanOrEqual(4);
    expect(await fresh.count('packages')).toBeGreaterThanOrEqual(40);
    expect(await fresh.count('months')).toBe(12);

    const hotels = await fresh.db
      .selectFrom('special_country_hotels')
      .select(['country_id', (eb) => eb.fn.countAll<number>().as('hotels')])
      .groupBy('country_id')
      .execute();
    expect(hotels).toHaveLength(await fresh.count('special_country_pages'));
    expect(hotels.every((row) => Number(row.hotels) >= 4)).toBe(true);
  });

  it('keeps the ids the footer links to', async () => {
    const footer = await fresh.db
      .selectFrom('countries')
      .select(['id', 'name'])
      .where('id', 'in', [5, 13, 22, 24, 25, 29])
      .orderBy('id')
      .execute();

    expect(footer).toEqual([
      { id: 5, name: 'India' },
      { id: 13, name: 'Sri Lanka' },
      { id: 22, name: 'Japan' },
      { id: 24, name: 'Kenya' },
      { id: 25, name: 'South Africa' },
      { id: 29, name: 'New Zealand' },
    ]);
  });

  it('gives every package 5 to 14 days, a gallery of at least 4 described images and its texts', () => {
    for (const pkg of seedPackages) {
      const where = `package "${pkg.slug}"`;
      expect({ where, days: pkg.days.length >= 5 && pkg.days.length <= 14 }).toEqual({ where, days: true });
      expect({ where, gallery: pkg.gallery.length >= 4 }).toEqual({ where, gallery: true });
      for (const [, alt] of pkg.gallery) expect(alt.length).toBeGreaterThan(15);
      expect(pkg.travel_season_text).toMatch(/^[A-Z][a-z]+/);
      expect(pkg.description.length).toBeGreaterThan(60);
      // A day-by-day accordion with two identical titles reads like a mistake.
      const subheadings = pkg.days.map(([subheading]) => subheading);
      expect({ where, duplicates: subheadings.filter((s, i) => subheadings.indexOf(s) !== i) }).toEqual({
        where,
        duplicates: [],
      });
      for (const [, description] of pkg.days) expect(description.length).toBeGreaterThanOrEqual(40);
    }
  });

  it('stores the duration texts and the normalised search name', async () => {
    const packages = await fresh.db
      .selectFrom('packages')
      .select(['name', 'search_name', 'duration_text', 'duration_days'])
      .execute();

    for (const pkg of packages) {
      expect(pkg.duration_text).toBe(`${pkg.duration_days - 1} Nights / ${pkg.duration_days} Days`);
      expect(pkg.search_name).toBe(searchText(pkg.name));
    }
    expect(searchText('Brazil: Rio de Janeiro, Paraty and São Miguel dos Milagres')).toBe(
      'brazil rio de janeiro paraty and sao miguel dos milagres',
    );
  });

  it('links similar packages to other existing packages', () => {
    const slugs = new Set(seedPackages.map((pkg) => pkg.slug));
    for (const pkg of seedPackages) {
      expect(pkg.similar.length).toBeGreaterThanOrEqual(3);
      expect(pkg.similar).not.toContain(pkg.slug);
      expect(pkg.similar.every((slug) => slugs.has(slug))).toBe(true);
    }
  });

  it('has at least one package for every country', async () => {
    const withoutPackages = await fresh.db
      .selectFrom('countries')
      .select('slug')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('package_countries')
              .select('package_id')
              .whereRef('package_countries.country_id', '=', 'countries.id'),
          ),
        ),
      )
      .execute();

    expect(withoutPackages).toEqual([]);
  });

  it('gives every country its hero, why-travel text and at least two page sections', () => {
    for (const country of seedCountries) {
      expect(country.hero_subheading.length).toBeGreaterThan(20);
      expect(country.whyTravel.length).toBeGreaterThanOrEqual(2);
      expect(country.sections.length).toBeGreaterThanOrEqual(2);
    }
    for (const page of seedSpecialCountries) {
      expect(page.sections.length).toBeGreaterThanOrEqual(2);
      expect(page.hotels.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('has all twelve months with destinations in groups of three, packages and a call to action', () => {
    expect(seedMonths.map((month) => month.name)).toEqual([
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
    for (const month of seedMonths) {
      expect(month.destinations.length % 3).toBe(0);
      expect(month.destinations.length).toBeGreaterThanOrEqual(3);
      expect(month.packages.length).toBeGreaterThanOrEqual(3);
      expect(month.cta.buttonHref).toMatch(/^\//);
    }
  });

  it('has SEO for every continent, country, island page, package and month', async () => {
    for (const table of ['continents', 'countries', 'special_country_pages', 'packages', 'months'] as const) {
      const rows = await fresh.db
        .selectFrom(table)
        .select(['meta_title', 'meta_description', 'meta_keywords'])
        .execute();
      expect(rows.length).toBeGreaterThan(0);
      for (const seo of rows) {
        expect(seo.meta_title).toMatch(/\| Aurelia Journeys$/);
        expect(seo.meta_description.length).toBeGreaterThanOrEqual(50);
        expect(seo.meta_description.length).toBeLessThanOrEqual(200);
        expect(seo.meta_keywords.split(', ').length).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('has generated artwork for every image the destinations link to', async () => {
    const urls = (
      await Promise.all([
        fresh.db.selectFrom('continents').select('hero_image_url as url').execute(),
        fresh.db.selectFrom('continents').select('featured_image as url').execute(),
        fresh.db.selectFrom('countries').select('hero_image_url as url').execute(),
        fresh.db.selectFrom('country_page_sections').select('image_url as url').execute(),
        fresh.db.selectFrom('special_country_pages').select('hero_image_url as url').execute(),
        fresh.db.selectFrom('special_country_page_sections').select('image_url as url').execute(),
        fresh.db.selectFrom('special_country_hotels').select('hero_image_url as url').execute(),
        fresh.db.selectFrom('packages').select('featured_image as url').execute(),
        fresh.db.selectFrom('package_gallery_images').select('image_url as url').execute(),
        fresh.db.selectFrom('months').select('hero_image_url as url').execute(),
        fresh.db.selectFrom('inspiration_items').select('image_url as url').execute(),
      ])
    ).flatMap((rows) => rows.map((row) => row.url));
    const keys = new Set(artworkKeys());

    const missing = urls.filter((url) => !keys.has(url.replace(/^\/media\/(.+)\.webp#focus=\d+,\d+$/, '$1')));
    expect(missing).toEqual([]);
    expect(urls.length).toBeGreaterThan(300);
  });

  it('gives content added after the seed fresh ids past the seeded ones', async () => {
    const maxId = Math.max(...seedContinents.map((continent) => continent.id));

    await fresh.db.transaction().execute(async (trx) => {
      const added = await trx
        .insertInto('continents')
        .values({
          slug: 'antarctica',
          name: 'Antarctica',
          position: 99,
          title: 'The White Continent',
          description: 'Ice.',
          hero_subheading: 'Ice',
          hero_image_url: '/media/x.webp',
          featured_image: '/media/x.webp',
          meta_title: 'Antarctica',
          meta_description: 'Ice',
          meta_keywords: 'ice',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(added.id).toBeGreaterThan(maxId);
      await trx.deleteFrom('continents').where('id', '=', added.id).execute();
    });
  });

  it('refuses rows that break the schema’s rules', async () => {
    const failureOf = (statement: Promise<unknown>): Promise<string> =>
      statement.then(
        () => 'succeeded',
        (error: unknown) => String((error as { message?: unknown }).message),
      );

    expect(
      await failureOf(
        fresh.db
          .insertInto('similar_packages')
          .values({ package_id: 1, similar_package_id: 1, position: 9 })
          .execute(),
      ),
    ).toMatch(/similar_packages_not_itself_check/);
    expect(
      await failureOf(
        fresh.db
          .insertInto('package_countries')
          .values({ package_id: 1, country_id: 999_999, position: 9 })
          .execute(),
      ),
    ).toMatch(/foreign key/i);
    expect(
      await failureOf(
        sql`update country_page_sections set button_text = 'Go', button_href = null where id = 1`.execute(
          fresh.db,
        ),
      ),
    ).toMatch(/country_page_sections_button_check/);
  });
});

// The artwork of the seeded content, read back from the database the real seed filled.

const MEDIA_URL = /^\/media\/([a-z0-9-]+)\.webp#focus=(\d+),(\d+)$/;
const parse = (url: string) => {
  const match = MEDIA_URL.exec(url);
  if (!match?.[1]) throw new Error(`"${url}" is not /media/<key>.webp#focus=<x>,<y>`);
  return { key: match[1], focus: [Number(match[2]), Number(match[3])] as const };
};

/** Every record's images, as `[record, role, url]`; a record is one place, month or article. */
async function images(): Promise<[record: string, hero: boolean, url: string][]> {
  const rows = await Promise.all([
    fresh.db.selectFrom('continents').select(['slug', 'hero_image_url', 'featured_image']).execute(),
    fresh.db.selectFrom('countries').select(['id', 'slug', 'hero_image_url']).execute(),
    fresh.db.selectFrom('country_page_sections').select(['country_id', 'image_url']).execute(),
    fresh.db.selectFrom('special_country_pages').select(['country_id', 'hero_image_url']).execute(),
    fresh.db.selectFrom('special_country_page_sections').select(['country_id', 'image_url']).execute(),
    fresh.db.selectFrom('special_country_hotels').select(['name', 'hero_image_url']).execute(),
    fresh.db.selectFrom('packages').select(['id', 'slug', 'featured_image']).execute(),
    fresh.db.selectFrom('package_gallery_images').select(['package_id', 'image_url']).execute(),
    fresh.db.selectFrom('months').select(['name', 'hero_image_url']).execute(),
    fresh.db.selectFrom('journal_posts').select(['id', 'slug', 'featured_image']).execute(),
    fresh.db
      .selectFrom('journal_content_blocks')
      .select(['post_id', 'image_url'])
      .where('block_type', '=', 'image')
      .execute(),
  ]);
  const [
    continents,
    countries,
    sections,
    specials,
    specialSections,
    hotels,
    packages,
    gallery,
    months,
    posts,
    blocks,
  ] = rows;
  return [
    ...continents.flatMap((c): [string, boolean, string][] => [
      [`continent ${c.slug}`, true, c.hero_image_url],
      [`continent ${c.slug}`, false, c.featured_image],
    ]),
    ...countries.map((c): [string, boolean, string] => [`country ${c.id}`, true, c.hero_image_url]),
    ...sections.map((s): [string, boolean, string] => [`country ${s.country_id}`, false, s.image_url]),
    ...specials.map((s): [string, boolean, string] => [
      `island page ${s.country_id}`,
      true,
      s.hero_image_url,
    ]),
    ...specialSections.map((s): [string, boolean, string] => [
      `island page ${s.country_id}`,
      false,
      s.image_url,
    ]),
    ...hotels.map((h): [string, boolean, string] => [`hotel ${h.name}`, true, h.hero_image_url]),
    ...packages.map((p): [string, boolean, string] => [`package ${p.id}`, true, p.featured_image]),
    ...gallery.map((g): [string, boolean, string] => [`package ${g.package_id}`, false, g.image_url]),
    ...months.map((m): [string, boolean, string] => [`month ${m.name}`, true, m.hero_image_url]),
    ...posts.map((p): [string, boolean, string] => [`article ${p.id}`, true, p.featured_image]),
    ...blocks.map((b): [string, boolean, string] => [`article ${b.post_id}`, false, b.image_url ?? '']),
  ];
}

describe('seeded artwork', () => {
  it('gives no two places, months or articles the same image', async () => {
    const owners = new Map<string, Set<string>>();
    for (const [record, , url] of await images()) {
      const { key } = parse(url);
      owners.set(key, (owners.get(key) ?? new Set()).add(record));
    }
    const shared = [...owners]
      .filter(([, records]) => records.size > 1)
      .map(([key, records]) => `${key}: ${[...records].join(', ')}`);
    expect(shared).toEqual([]);
    expect(SITE_ARTWORK_KEYS.filter((key) => owners.has(key))).toEqual([]);
  });

  it('gives every image a focal point inside the subject its painting puts there', async () => {
    const outside = (await images())
      .filter(([, hero]) => hero)
      .map(([record, , url]) => ({ record, ...parse(url) }))
      .filter(({ key, focus: [x, y] }) => {
        const { left, top, right, bottom } = paintLandscape(key).subject;
        const [px, py] = [(x / 100) * ARTWORK_WIDTH, (y / 100) * ARTWORK_HEIGHT];
        return px < left || px > right || py < top || py > bottom;
      })
      .map(({ record, key }) => `${record}: ${key}`);
    expect(outside).toEqual([]);
  });

  it('paints each place as what it is known for', async () => {
    const sceneOf = async (table: 'countries', slug: string) => {
      const row = await fresh.db
        .selectFrom(table)
        .select('hero_image_url')
        .where('slug', '=', slug)
        .executeTakeFirstOrThrow();
      return artworkLayout(parse(row.hero_image_url).key).name;
    };
    expect(await sceneOf('countries', 'bhutan')).toBe('dzong');
    expect(await sceneOf('countries', 'thailand')).toBe('wat');
    expect(await sceneOf('countries', 'brazil')).toBe('bayPeaks');
    expect(await sceneOf('countries', 'japan')).toBe('temple');
    const india = await fresh.db
      .selectFrom('country_page_sections')
      .innerJoin('countries', 'countries.id', 'country_page_sections.country_id')
      .select('image_url')
      .where('countries.slug', '=', 'india')
      .execute();
    expect(india.map((row) => artworkLayout(parse(row.image_url).key).name)).toContain('backwaters');
    const phangNga = await fresh.db
      .selectFrom('package_gallery_images')
      .select('image_url')
      .where('alt_text', 'like', '%Phang Nga%')
      .execute();
    expect(phangNga.map((row) => artworkLayout(parse(row.image_url).key).name)).toEqual(['karsts']);
    // Kyoto's pagoda and maples stand for Japan only.
    const temples = (await images())
      .filter(([, , url]) => artworkLayout(parse(url).key).name === 'temple')
      .map(([, , url]) => parse(url).key)
      .filter((key) => !/japan|kyoto|hakone|koyasan|kanazawa|kumano|month-march|month-november/.test(key));
    expect(temples).toEqual([]);
  });

  it('gives each hotel on an island page a shape of its own', async () => {
    const hotels = await fresh.db
      .selectFrom('special_country_hotels')
      .select(['country_id', 'hero_image_url'])
      .execute();
    const shapes = new Map<string, string[]>();
    for (const hotel of hotels) {
      const { name, variant } = artworkLayout(parse(hotel.hero_image_url).key);
      const shape = `${hotel.country_id}: ${name} ${[...variant].sort().join('+')}`;
      shapes.set(shape, [...(shapes.get(shape) ?? []), hotel.hero_image_url]);
    }
    expect([...shapes.values()].filter((urls) => urls.length > 1)).toEqual([]);
  });
});
