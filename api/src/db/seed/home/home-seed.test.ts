import { Migrator, sql } from 'kysely';
import { artworkKeys } from '../../../media/artwork-keys';
import { databaseForThisFile } from '../../../testing/database-per-file';
import { migrateToLatest } from '../../migrate';
import { InCodeMigrationProvider } from '../../migrations';
import { seedContent } from '..';
import { seedFeaturedPackages, seedPackages } from '../destinations';
import { seedJourneySection, seedRotatingTestimonials, seedTestimonialCollage } from '.';
import { journeyPicture } from './journeys';

// The last migration released before the home page had content of its own.
const BEFORE_HOME = '2026-11-23-01-create-experiences-wellness-and-mice';

/** A package's featured picture, the first of its gallery. */
const featuredPictureOf = (slug: string) => seedPackages.find((pkg) => pkg.slug === slug)?.gallery[0]?.[0];

const journeyItems = Object.values(seedJourneySection).flat().length;
const testimonials = seedTestimonialCollage.length + seedRotatingTestimonials.length;

const fresh = databaseForThisFile();

describe('a database seeded before the home page had content', () => {
  beforeAll(async () => {
    // As the previous release left it: everything migrated and seeded, then this change's migration undone.
    await migrateToLatest(fresh.db, fresh.dialect);
    await seedContent(fresh.db, fresh.dialect);
    const migrator = new Migrator({ db: fresh.db, provider: new InCodeMigrationProvider(fresh.dialect) });
    const { error } = await migrator.migrateTo(BEFORE_HOME);
    expect(error).toBeUndefined();
  });

  it('starts without the new tables', async () => {
    const tables = (await fresh.db.introspection.getTables()).map((table) => table.name);
    expect(tables).not.toContain('journey_items');
    expect(await fresh.count('experiences')).toBeGreaterThan(0);
  });

  it('gains the journey tiles and testimonials on the next seed, leaving the rest as it was', async () => {
    const experiencesBefore = await fresh.count('experiences');

    await migrateToLatest(fresh.db, fresh.dialect);
    expect(await seedContent(fresh.db, fresh.dialect)).toMatchObject({ journeyItems, testimonials });

    expect(await fresh.count('experiences')).toBe(experiencesBefore);
    expect(await fresh.count('journey_items')).toBe(journeyItems);
    expect(await fresh.count('testimonial_collage_items')).toBe(seedTestimonialCollage.length);
    expect(await fresh.count('rotating_testimonials')).toBe(5);
  });

  it('seeds them only once', async () => {
    expect(await seedContent(fresh.db, fresh.dialect)).toMatchObject({ changedPages: 0 });
    expect(await fresh.count('journey_items')).toBe(journeyItems);
  });

  it('refuses a tile under a tab the home page does not have', async () => {
    const failure = await sql`update journey_items set tab = 'by_budget' where id = 1`.execute(fresh.db).then(
      () => 'succeeded',
      (error: unknown) => String((error as { message?: unknown }).message),
    );
    expect(failure).toMatch(/journey_items_tab_check/);
  });
});

describe('home page seed content', () => {
  it('has a full grid in every tab: rows of four and of two', () => {
    for (const items of Object.values(seedJourneySection)) expect(items.length % 4).toBe(0);
  });

  it('paints nothing new: every picture is one the artwork step already makes', () => {
    const keys = new Set(artworkKeys());
    const images = [
      ...Object.values(seedJourneySection).flatMap((items) => items.map((item) => item.image)),
      ...seedTestimonialCollage.map((item) => journeyPicture(item.journey, item.picture, item.name)),
    ];
    expect(images.filter((image) => !keys.has(image))).toEqual([]);
  });

  it('places every collage picture inside the collage, on wide screens and phones', () => {
    for (const { name, position, mobilePosition } of seedTestimonialCollage) {
      for (const place of [position, mobilePosition]) {
        expect({ name, inside: place.left + place.width <= 100 && place.top < 100 }).toEqual({
          name,
          inside: true,
        });
      }
    }
  });

  it('shows no collage picture the featured trips below it already show', () => {
    const featured = new Set(seedFeaturedPackages.map((slug) => featuredPictureOf(slug)));
    expect(seedTestimonialCollage.filter((item) => featured.has(item.picture))).toEqual([]);
  });

  it('has 6 to 8 travellers in the collage and 5 rotating entries, no two alike', () => {
    expect(seedTestimonialCollage.length).toBeGreaterThanOrEqual(6);
    expect(seedTestimonialCollage.length).toBeLessThanOrEqual(8);
    expect(seedRotatingTestimonials).toHaveLength(5);
    const names = [...seedTestimonialCollage, ...seedRotatingTestimonials].map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    const journeys = [...seedTestimonialCollage, ...seedRotatingTestimonials].map((entry) => entry.journey);
    expect(new Set(journeys).size).toBe(journeys.length);
  });
});
