import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import YAML from 'yaml';
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { CONTENT_DIR } from '../db/seed/content-files';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

const run = promisify(execFile);
const apiDir = path.resolve(__dirname, '../..');

let database: TestDatabase;
let contentDir: string;
beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  contentDir = await mkdtemp(path.join(tmpdir(), 'lux-content-'));
  await cp(CONTENT_DIR, contentDir, { recursive: true });
});
afterAll(async () => {
  await database.drop();
  await rm(contentDir, { recursive: true, force: true });
});

/** `npm run seed` on the test's database, reading the content files from `contentDir`. */
const seed = () => {
  const env: NodeJS.ProcessEnv = { ...process.env, ...database.env, CONTENT_DIR: contentDir };
  if (!('DATABASE_URL' in database.env)) delete env.DATABASE_URL;
  return run(process.execPath, ['--import', 'tsx', 'src/cli/seed.ts'], { cwd: apiDir, env });
};

const indiaWhyTravel = async () => {
  const db = createDatabase(loadConfig(database.env).database);
  try {
    const india = await db
      .selectFrom('countries')
      .select('why_travel_text')
      .where('slug', '=', 'india')
      .executeTakeFirst();
    return india?.why_travel_text;
  } finally {
    await db.destroy();
  }
};

describe('npm run seed', () => {
  it('migrates an empty database and fills it from the content files', async () => {
    const { stdout } = await seed();
    expect(stdout).toMatch(/Seeded content\/: 9 journal posts, 38 countries, 45 packages/);
    expect(await indiaWhyTravel()).toMatch(/^India/);
  });

  it('shows an editor’s change to one file, and says the one page it changed', async () => {
    const file = path.join(contentDir, 'destinations/countries/asia.yaml');
    const countries = YAML.parse(await readFile(file, 'utf8')) as { slug: string; whyTravel: string[] }[];
    const india = countries.find((country) => country.slug === 'india');
    india?.whyTravel.splice(0, 1, `Edited by an editor. ${india.whyTravel[0]}`);
    await writeFile(file, YAML.stringify(countries));

    const { stdout } = await seed();
    expect(stdout).toMatch(/ 1 page new or changed,/);
    expect(await indiaWhyTravel()).toMatch(/^Edited by an editor\. India/);
  });

  it('refuses a file with a mistake, naming the file and the field, and leaves the database as it was', async () => {
    const file = path.join(contentDir, 'destinations/months.yaml');
    await writeFile(file, (await readFile(file, 'utf8')).replace('- name: January', '- nme: January'));

    const failure = await seed().then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr.trim()).toBe(
      'content/destinations/months.yaml: [0].name: Invalid input: expected string, received undefined; [0]: Unrecognized key: "nme"',
    );
    expect(await indiaWhyTravel()).toMatch(/^Edited by an editor\. India/);
  });
});
