import type { Kysely } from 'kysely';
import type { Database } from '../database';
import type { MigrationDialect } from '../migrations';
import { insertDestinations } from './destinations';
import { insertExperiences } from './experiences';
import { insertHome } from './home';
import { seedJournalPosts } from './journal-posts';
import { seedPageSeo } from './page-seo';

export { seedJournalPosts } from './journal-posts';
export { seedPageSeo, BRAND_NAME } from './page-seo';
export { destinationImageKeys, fullScreenDestinationHeroKeys } from './destinations';
export { experienceImageKeys, fullScreenExperienceHeroKeys, heroVideoKeys } from './experiences';

/**
 * Loads the launch content into empty tables, all or nothing. A table that already has rows is left
 * alone, so edits made later survive restarts; ON CONFLICT keeps two instances starting together
 * against one PostgreSQL from inserting anything twice.
 */
export async function seedContent(
  db: Kysely<Database>,
  dialect: MigrationDialect,
): Promise<{
  posts: number;
  pages: number;
  countries: number;
  packages: number;
  experiences: number;
  wellnessHotels: number;
  miceCategories: number;
  journeyItems: number;
  testimonials: number;
}> {
  return db.transaction().execute(async (trx) => {
    let posts = 0;
    let pages = 0;

    const hasPosts = await trx.selectFrom('journal_posts').select('id').limit(1).executeTakeFirst();
    if (!hasPosts) {
      for (const { blocks, ...post } of seedJournalPosts) {
        const inserted = await trx
          .insertInto('journal_posts')
          .values(post)
          .onConflict((oc) => oc.column('slug').doNothing())
          .returning('id')
          .executeTakeFirst();
        // Absent when another instance inserted this post first; its blocks come with it.
        if (!inserted) continue;
        posts += 1;
        await trx
          .insertInto('journal_content_blocks')
          .values(blocks.map((block, position) => ({ ...block, post_id: inserted.id, position })))
          .execute();
      }
    }

    const hasPages = await trx.selectFrom('page_seo').select('id').limit(1).executeTakeFirst();
    if (!hasPages) {
      const inserted = await trx
        .insertInto('page_seo')
        .values(seedPageSeo)
        .onConflict((oc) => oc.column('page').doNothing())
        .returning('id')
        .execute();
      pages = inserted.length;
    }

    // Destinations are one connected set of tables (countries, packages, months...), seeded together.
    const hasContinents = await trx.selectFrom('continents').select('id').limit(1).executeTakeFirst();
    const destinations = hasContinents
      ? { countries: 0, packages: 0 }
      : await insertDestinations(trx, dialect);

    // Experiences, wellness retreats and MICE came later: a database seeded before them gains them here.
    // They link to packages, so they come after the destinations.
    const hasExperiences = await trx.selectFrom('experience_groups').select('id').limit(1).executeTakeFirst();
    const experiences = hasExperiences
      ? { experiences: 0, wellnessHotels: 0, miceCategories: 0 }
      : await insertExperiences(trx, dialect);

    // The home page's tiles and testimonials came last; they link to all of the above.
    const hasHome = await trx
      .selectFrom('testimonial_collage_items')
      .select('id')
      .limit(1)
      .executeTakeFirst();
    const home = hasHome ? { journeyItems: 0, testimonials: 0 } : await insertHome(trx);

    return { posts, pages, ...destinations, ...experiences, ...home };
  });
}
