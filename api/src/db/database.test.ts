import { sql } from 'kysely';
import { databaseForThisFile } from '../testing/database-per-file';
import { migrateToLatest } from './migrate';
import { seedContent, seedJournalPosts, seedPageSeo } from './seed';
import {
  seedContinents,
  seedCountries,
  seedMonths,
  seedPackages,
  seedSpecialCountries,
} from './seed/destinations';
import { numberedExperiences, seedMiceCategories, seedWellnessCountries } from './seed/experiences';
import { seedJourneySection, seedRotatingTestimonials, seedTestimonialCollage } from './seed/home';

const fresh = databaseForThisFile();

beforeAll(() => migrateToLatest(fresh.db, fresh.dialect));

// The database's error message. (Not `rejects.toThrow()`: better-sqlite3 builds its errors from the
// first test file's Error class, which later files in the same Jest worker do not see as an Error.)
const failureOf = (statement: Promise<unknown>): Promise<string> =>
  statement.then(
    () => 'succeeded',
    (error: unknown) => String((error as { message?: unknown }).message),
  );

describe('migrations and seed', () => {
  it('runs on the database the environment asks for', () => {
    expect(fresh.dialect).toBe(process.env.DATABASE_URL ? 'postgres' : 'sqlite');
  });

  const allContent = {
    posts: seedJournalPosts.length,
    pages: seedPageSeo.length,
    countries: seedCountries.length,
    packages: seedPackages.length,
    experiences: numberedExperiences.length,
    wellnessHotels: seedWellnessCountries.flatMap((country) => country.hotels).length,
    miceCategories: seedMiceCategories.length,
    journeyItems: Object.values(seedJourneySection).flat().length,
    testimonials: seedTestimonialCollage.length + seedRotatingTestimonials.length,
  };

  /** Every row of every table but the migrations' own, as the database holds them. */
  const everything = async () => {
    const tables = (await fresh.db.introspection.getTables()).map((table) => table.name).sort();
    return Object.fromEntries(
      await Promise.all(
        tables.map(async (table) => [
          table,
          (await sql`select * from ${sql.table(table)}`.execute(fresh.db)).rows
            .map((row) => JSON.stringify(row))
            .sort(),
        ]),
      ),
    );
  };

  it('seeds every post, block and page the content files have', async () => {
    expect(await seedContent(fresh.db, fresh.dialect)).toEqual({
      ...allContent,
      // Every page is new: each continent, country, island page, package, month, experience, wellness
      // country and retreat, and MICE category.
      changedPages:
        seedContinents.length +
        seedCountries.length +
        seedSpecialCountries.length +
        seedPackages.length +
        seedMonths.length +
        allContent.experiences +
        seedWellnessCountries.length +
        allContent.wellnessHotels +
        seedMiceCategories.length,
    });
    expect(await fresh.count('journal_posts')).toBe(seedJournalPosts.length);
    expect(await fresh.count('journal_content_blocks')).toBe(
      seedJournalPosts.flatMap((post) => post.blocks).length,
    );
    expect(await fresh.count('page_seo')).toBe(seedPageSeo.length);
  });

  it('changes nothing when run again: not a row, not an id, not a date', async () => {
    const before = await everything();
    await migrateToLatest(fresh.db, fresh.dialect);
    expect(await seedContent(fresh.db, fresh.dialect)).toEqual({ ...allContent, changedPages: 0 });
    expect(await everything()).toEqual(before);
  });

  it('has rich seed content: 4 to 7 blocks a post, at least 2 of them images', () => {
    for (const post of seedJournalPosts) {
      expect(post.blocks.length).toBeGreaterThanOrEqual(4);
      expect(post.blocks.length).toBeLessThanOrEqual(7);
      expect(post.blocks.filter((block) => block.block_type === 'image').length).toBeGreaterThanOrEqual(2);
    }
  });

  it('enforces foreign keys', async () => {
    const orphan = fresh.db
      .insertInto('journal_content_blocks')
      .values({ post_id: 999_999, position: 0, block_type: 'text', text_content: 'Orphan' })
      .execute();
    expect(await failureOf(orphan)).toMatch(/foreign key/i);
  });

  it('refuses blocks of an unknown type or without the fields their type needs', async () => {
    const post = await fresh.db
      .selectFrom('journal_posts')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const video = sql`insert into journal_content_blocks (post_id, position, block_type, text_content)
      values (${post.id}, 100, 'video', 'x')`.execute(fresh.db);
    expect(await failureOf(video)).toMatch(/journal_content_blocks_block_type_check/);

    const imageWithoutUrl = fresh.db
      .insertInto('journal_content_blocks')
      .values({ post_id: post.id, position: 101, block_type: 'image' })
      .execute();
    expect(await failureOf(imageWithoutUrl)).toMatch(/journal_content_blocks_fields_check/);
  });

  it('removes a post’s blocks with the post', async () => {
    const post = await fresh.db
      .selectFrom('journal_posts')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await fresh.db.deleteFrom('journal_posts').where('id', '=', post.id).execute();

    const orphans = await fresh.db
      .selectFrom('journal_content_blocks')
      .select('id')
      .where('post_id', '=', post.id)
      .execute();
    expect(orphans).toEqual([]);
  });
});
