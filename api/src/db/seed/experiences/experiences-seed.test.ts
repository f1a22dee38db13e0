import { Migrator, sql } from 'kysely';
import { artworkKeys } from '../../../media/artwork-keys';
import { artworkLayout } from '@lux/artwork/landscape';
import { databaseForThisFile } from '../../../testing/database-per-file';
import { migrateToLatest } from '../../migrate';
import { InCodeMigrationProvider } from '../../migrations';
import { destinationImageKeys, seedContent, seedJournalPosts } from '..';
import { seedJourneySection, seedRotatingTestimonials, seedTestimonialCollage } from '../home';
import {
  experienceImageKeys,
  heroVideoKeys,
  numberedExperiences,
  seedMiceCategories,
  seedWellnessCountries,
} from '.';

// The last migration released before experiences, wellness and MICE existed.
const BEFORE_EXPERIENCES = '2026-11-22-02-create-enquiries';

const fresh = databaseForThisFile();

const tableNames = async () => (await fresh.db.introspection.getTables()).map((table) => table.name);

describe('a database seeded before experiences, wellness and MICE existed', () => {
  beforeAll(async () => {
    // The schema and content as the previous release left them: everything migrated and seeded, then
    // this change's migration undone.
    await migrateToLatest(fresh.db, fresh.dialect);
    await seedContent(fresh.db, fresh.dialect);
    const migrator = new Migrator({ db: fresh.db, provider: new InCodeMigrationProvider(fresh.dialect) });
    const { error } = await migrator.migrateTo(BEFORE_EXPERIENCES);
    expect(error).toBeUndefined();
  });

  it('starts without the new tables, its destinations in place', async () => {
    expect(await tableNames()).not.toContain('experiences');
    expect(await fresh.count('packages')).toBeGreaterThan(0);
  });

  it('gains the new tables and all their content on the next seed, leaving the rest as it was', async () => {
    const packagesBefore = await fresh.count('packages');

    await migrateToLatest(fresh.db, fresh.dialect);
    expect(await seedContent(fresh.db, fresh.dialect)).toMatchObject({
      experiences: numberedExperiences.length,
      wellnessHotels: 15,
      miceCategories: seedMiceCategories.length,
      // Undoing the experiences migration undid the home page's after it, so it comes back too.
      journeyItems: Object.values(seedJourneySection).flat().length,
      testimonials: seedTestimonialCollage.length + seedRotatingTestimonials.length,
    });

    expect(await fresh.count('packages')).toBe(packagesBefore);
    expect(await fresh.count('experiences')).toBe(numberedExperiences.length);
    expect(await fresh.count('wellness_hotels')).toBe(15);
    expect(await fresh.count('mice_faqs')).toBe(
      seedMiceCategories.flatMap((category) => category.faqs).length,
    );
  });

  it('seeds them only once', async () => {
    expect(await seedContent(fresh.db, fresh.dialect)).toMatchObject({ changedPages: 0 });
    expect(await fresh.count('experiences')).toBe(numberedExperiences.length);
    expect(await fresh.count('mice_faqs')).toBe(
      seedMiceCategories.flatMap((category) => category.faqs).length,
    );
  });

  it('gives content added after the seed fresh ids past the seeded ones', async () => {
    await fresh.db.transaction().execute(async (trx) => {
      const added = await trx
        .insertInto('mice_categories')
        .values({
          slug: 'roadshows',
          name: 'Roadshows',
          position: 99,
          hero_title: 'Roadshows',
          hero_subtitle: 'On the road',
          hero_image_url: '/media/x.webp',
          meta_title: 'Roadshows',
          meta_description: 'Roadshows',
          meta_keywords: 'roadshows',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(added.id).toBeGreaterThan(Math.max(...seedMiceCategories.map((category) => category.id)));
      await trx.deleteFrom('mice_categories').where('id', '=', added.id).execute();
    });
  });

  it('refuses an experience whose section has a button without a link', async () => {
    const failure =
      await sql`update experience_page_sections set button_text = 'Go', button_href = null where id = 1`
        .execute(fresh.db)
        .then(
          () => 'succeeded',
          (error: unknown) => String((error as { message?: unknown }).message),
        );
    expect(failure).toMatch(/experience_page_sections_button_check/);
  });
});

describe('experiences, wellness and MICE seed content', () => {
  it('keeps the ids the footer links to', () => {
    const byId = new Map(numberedExperiences.map(({ id, experience }) => [id, experience.slug]));
    expect(byId.get(6)).toBe('family-holidays');
    expect(byId.get(21)).toBe('honeymoons');
    expect(seedWellnessCountries.find((country) => country.id === 5)?.slug).toBe('india');
    expect(seedMiceCategories.find((category) => category.id === 4)?.slug).toBe('corporate-incentives');
  });

  it('gives wellness hotels unique ids and slugs, and every retreat a hero from its gallery', () => {
    const hotels = seedWellnessCountries.flatMap((country) => country.hotels);
    expect(new Set(hotels.map((hotel) => hotel.id)).size).toBe(hotels.length);
    expect(new Set(hotels.map((hotel) => hotel.slug)).size).toBe(hotels.length);
    for (const hotel of hotels) expect(hotel.gallery[0]?.[0]).toBe(hotel.hero);
  });

  it('has SEO of the right length for every experience, wellness page and MICE category', async () => {
    for (const table of [
      'experiences',
      'wellness_countries',
      'wellness_hotels',
      'mice_categories',
    ] as const) {
      for (const seo of await fresh.db
        .selectFrom(table)
        .select(['meta_title', 'meta_description', 'meta_keywords'])
        .execute()) {
        expect(seo.meta_title).toMatch(/\| Aurelia Journeys$/);
        expect(seo.meta_description.length).toBeGreaterThanOrEqual(50);
        expect(seo.meta_description.length).toBeLessThanOrEqual(200);
        expect(seo.meta_keywords.split(', ').length).toBeGreaterThanOrEqual(3);
      }
    }
  });
});

describe('experiences, wellness and MICE artwork', () => {
  const urlKey = (url: string) => url.replace(/^\/media\/([a-z0-9-]+)\.webp#focus=\d+,\d+$/, '$1');

  it('has artwork painted for every image the new tables link to', async () => {
    const urls = (
      await Promise.all([
        fresh.db.selectFrom('experiences').select('hero_image_url as url').execute(),
        fresh.db.selectFrom('experience_page_sections').select('image_url as url').execute(),
        fresh.db.selectFrom('wellness_countries').select('image_url as url').execute(),
        fresh.db.selectFrom('wellness_countries').select('wellness_hero_image_url as url').execute(),
        fresh.db.selectFrom('wellness_hotels').select('hero_image_url as url').execute(),
        fresh.db.selectFrom('wellness_gallery_images').select('image_url as url').execute(),
        fresh.db.selectFrom('wellness_therapies').select('image_url as url').execute(),
        fresh.db.selectFrom('wellness_hotel_sections').select('image_url as url').execute(),
        fresh.db.selectFrom('mice_categories').select('hero_image_url as url').execute(),
        fresh.db.selectFrom('mice_page_sections').select('image_url as url').execute(),
      ])
    ).flatMap((rows) => rows.map((row) => row.url));
    const keys = new Set(artworkKeys());

    expect(urls.filter((url) => !keys.has(urlKey(url)))).toEqual([]);
    expect(urls.length).toBeGreaterThan(200);
  });

  it('names every picture once: no key repeats, and none is shared with destinations or the journal', () => {
    const keys = experienceImageKeys();
    const hotelHeroes = new Set(
      seedWellnessCountries.flatMap((country) => country.hotels.map((hotel) => hotel.hero)),
    );
    // A retreat's hero is the first picture of its gallery, on the same page: the one allowed repeat.
    const distinct = keys.filter((key, index) => !(hotelHeroes.has(key) && keys.indexOf(key) !== index));
    expect(distinct.filter((key, index) => distinct.indexOf(key) !== index)).toEqual([]);

    const elsewhere = new Set([
      ...destinationImageKeys(),
      ...seedJournalPosts.flatMap((post) => [
        urlKey(post.featured_image),
        ...post.blocks.flatMap((block) => (block.block_type === 'image' ? [urlKey(block.image_url)] : [])),
      ]),
    ]);
    expect(keys.filter((key) => elsewhere.has(key))).toEqual([]);
  });

  it('paints each place as what it is known for', () => {
    const sceneOf = (key: string) => artworkLayout(key).name;
    expect(sceneOf(seedWellnessCountries.find((country) => country.slug === 'bhutan')?.hero ?? '')).toBe(
      'dzong',
    );
    expect(sceneOf('honeymoon-maldives-overwater-lagoon')).toBe('island');
    expect(sceneOf('mice-incentives-jaisalmer-dunes-lanterns')).toBe('dunes');
    expect(sceneOf('safari-masai-mara-savanna-acacia-herds')).toBe('savanna');
  });

  it('makes a hero clip of every experience that has one, from its hero artwork', () => {
    const videoExperiences = numberedExperiences.filter(({ experience }) => experience.heroVideo);
    expect(videoExperiences.length).toBeGreaterThanOrEqual(1);
    expect(heroVideoKeys()).toEqual(videoExperiences.map(({ experience }) => experience.hero));
  });
});
