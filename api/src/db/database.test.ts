import { sql } from 'kysely';
import { databaseForThisFile } from '../testing/database-per-file';
import { migrateToLatest } from './migrate';
import { seedContent, seedJournalPosts, seedPageSeo } from './seed';
import { seedCountries, seedPackages } from './seed/destinations';
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

  it('seeds every post, block and page on first start', async () => {
    expect(await seedContent(fresh.db, fresh.dialect)).toEqual({
      posts: seedJournalPosts.length,
      pages: seedPageSeo.length,
      countries: seedCountries.length,
      packages: seedPackages.length,
      experiences: numberedExperiences.length,
      wellnessHotels: seedWellnessCountries.flatMap((country) => country.hotels).length,
      miceCategories: seedMiceCategories.length,
      journeyItems: Object.values(seedJourneySection).flat().length,
      testimonials: seedTestimonialCollage.length + seedRotatingTestimonials.length,
    });
    expect(await fresh.count('journal_posts')).toBe(seedJournalPosts.length);
    expect(await fresh.count('journal_content_blocks')).toBe(
      seedJournalPosts.flatMap((post) => post.blocks).length,
    );
    expect(await fresh.count('page_seo')).toBe(seedPageSeo.length);
  });

  it('changes nothing when started again', async () => {
    await migrateToLatest(fresh.db, fresh.dialect);
    expect(await seedContent(fresh.db, fresh.dialect)).toEqual({
      posts: 0,
      pages: 0,
      countries: 0,
      packages: 0,
      experiences: 0,
      wellnessHotels: 0,
      miceCategories: 0,
      journeyItems: 0,
      testimonials: 0,
    });
    expect(await fresh.count('journal_posts')).toBe(seedJournalPosts.length);
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
