import { Migrator } from 'kysely';
import { databaseForThisFile } from '../../testing/database-per-file';
import { migrateToLatest } from '../migrate';
import { InCodeMigrationProvider } from '../migrations';
import { seedContent } from '.';

// The last migration released before pages had an updated_at.
const BEFORE_UPDATED_AT = '2026-11-23-02-create-home';

const fresh = databaseForThisFile();

const pageTables = [
  'continents',
  'countries',
  'special_country_pages',
  'packages',
  'months',
  'experiences',
  'wellness_countries',
  'wellness_hotels',
  'mice_categories',
] as const;

/** Every page row's updated_at, as instants. */
const updatedAts = async () =>
  (
    await Promise.all(pageTables.map((table) => fresh.db.selectFrom(table).select('updated_at').execute()))
  ).flatMap((rows) => rows.map((row) => new Date(row.updated_at).getTime()));

describe('when each page was last written', () => {
  it('is when the seed wrote it', async () => {
    await migrateToLatest(fresh.db, fresh.dialect);
    const before = Date.now();
    await seedContent(fresh.db, fresh.dialect);

    const dates = await updatedAts();
    expect(dates.length).toBeGreaterThan(100);
    // Milliseconds are kept on both databases.
    for (const date of dates) expect(date).toBeGreaterThanOrEqual(before);
    for (const date of dates) expect(date).toBeLessThanOrEqual(Date.now());
  });

  it('stays for every page that reads the same after another seed, and moves for one that does not', async () => {
    // As if content/ had said something else of Japan before this seed: its page changed, nothing else did.
    await fresh.db
      .updateTable('countries')
      .set({ why_travel_text: 'Older words.' })
      .where('slug', '=', 'japan')
      .execute();
    const datesOf = async () =>
      new Map(
        (await fresh.db.selectFrom('countries').select(['slug', 'updated_at']).execute()).map((row) => [
          row.slug,
          new Date(row.updated_at).getTime(),
        ]),
      );
    const before = await datesOf();
    const seededAt = Date.now();

    expect(await seedContent(fresh.db, fresh.dialect)).toMatchObject({ changedPages: 1 });

    const after = await datesOf();
    expect(after.get('japan')).toBeGreaterThanOrEqual(seededAt);
    for (const [slug, date] of after) {
      if (slug !== 'japan') expect({ slug, date }).toEqual({ slug, date: before.get(slug) });
    }
  });

  it('is when the migration ran for pages written before it, as far as anyone knows', async () => {
    const migrator = new Migrator({ db: fresh.db, provider: new InCodeMigrationProvider(fresh.dialect) });
    expect((await migrator.migrateTo(BEFORE_UPDATED_AT)).error).toBeUndefined();
    const before = Date.now();
    await migrateToLatest(fresh.db, fresh.dialect);

    const dates = await updatedAts();
    expect(new Set(dates).size).toBe(1);
    expect(dates[0]).toBeGreaterThanOrEqual(before);
    expect(dates[0]).toBeLessThanOrEqual(Date.now());
  });
});
