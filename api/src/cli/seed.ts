// `npm run seed`: migrates the database, then makes its content what content/ says (db/seed/index.ts).
// Run it after changing a content file, and on every deploy before the API starts: the API itself
// never writes content. Safe to run again, and while the site runs: pages that did not change keep
// their sitemap date, and every API instance drops its cached content when the seed commits.
//
// It writes the database the API uses: SQLITE_PATH (default api/data/lux.sqlite) or DATABASE_URL.
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { runAsCommand } from './run-command';

async function main(): Promise<number> {
  const config = loadConfig(process.env);
  // The content files are read and checked as the seed loads: a mistake in one is named before the
  // database is opened.
  const { seedContent } = await import('../db/seed');
  const db = createDatabase(config.database);
  try {
    await migrateToLatest(db, config.database.dialect, console);
    const seeded = await seedContent(db, config.database.dialect);
    console.log(
      `Seeded content/: ${seeded.posts} journal posts, ${seeded.countries} countries, ${seeded.packages} packages, ` +
        `${seeded.experiences} experiences, ${seeded.wellnessHotels} wellness retreats, ` +
        `${seeded.miceCategories} MICE categories, ${seeded.journeyItems} journey tiles, ` +
        `${seeded.testimonials} testimonials and ${seeded.pages} pages' SEO. ` +
        `${seeded.changedPages} ${seeded.changedPages === 1 ? 'page' : 'pages'} new or changed, dated now in the sitemap; every other page keeps its date.`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
}

runAsCommand(module, main);
