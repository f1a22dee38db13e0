// `npm run fixtures --workspace api`: writes the front ends' MSW fixtures (shared/src/testing/fixtures/
// *.json) from what the API answers over content/, seeded into a throwaway SQLite database. Run it after
// changing the content, a schema or a route; api-fixtures.test.ts fails until then.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { buildApp } from '../app';
import { runAsCommand } from '../cli/run-command';
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedContent } from '../db/seed';
import { fixtureAnswers, fixtureFile, fixtureReads, type FixtureArea } from './api-fixtures';

/** A fixture file's text, formatted as Prettier formats the repository's other files. */
async function fixtureFileText(answers: Record<string, unknown>, area: FixtureArea): Promise<string> {
  const file = fixtureFile(area);
  const options = await prettier.resolveConfig(file);
  return prettier.format(JSON.stringify(answers), { ...options, filepath: file });
}

async function main(): Promise<number> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lux-fixtures-'));
  try {
    const config = loadConfig({
      SQLITE_PATH: path.join(dir, 'content.sqlite'),
      MEDIA_DIR: path.join(dir, 'media'),
      ENQUIRY_MAIL_DIR: path.join(dir, 'mail'),
      LOG_LEVEL: 'silent',
    });
    const db = createDatabase(config.database);
    try {
      await migrateToLatest(db, config.database.dialect);
      await seedContent(db, config.database.dialect);
    } finally {
      await db.destroy();
    }
    const app = await buildApp(config);
    try {
      const origin = await app.listen({ host: '127.0.0.1', port: 0 });
      for (const area of Object.keys(fixtureReads) as FixtureArea[]) {
        await writeFile(fixtureFile(area), await fixtureFileText(await fixtureAnswers(origin, area), area));
        console.log(`Wrote ${path.relative(process.cwd(), fixtureFile(area))}`);
      }
    } finally {
      await app.close();
    }
    return 0;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

runAsCommand(module, main);
