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
