// The drill of issue 27: a remote's team ships alone. The journal is built in a temporary copy against a
// newer kit (@lux/shared's next minor, with a component the shell's lacks) and with an endpoint of its own
// that no other part of the site knows, deployed alone as README's "Deploy one remote on its own" says
// (its build uploaded to a folder of its own, scripts/remotes-manifest.mjs pointing the manifest at it),
// and the composed site shows it, rendered on the server and in the browser, the shell untouched. Then
// the journal built for a major of a singleton the page does not have (@lux/store's next): the journal's
// fallback, with a log line that says why, and the rest of the site as before.
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../support/fixtures';
import { manifestPath, serviceLog, writeSiteManifest } from '../support/services';
import { internalPortOf, origin } from '../support/site';

const root = path.resolve(__dirname, '..', '..');
// Inside the repository, so that what the copies import resolves to its node_modules.
const drills = path.join(root, '.tmp', `remote-drills-${process.pid}`);
const releases = path.join(root, 'mfe-journal', 'dist', 'releases');
const versionOf = (workspace: string) =>
  (JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8')) as { version: string })
    .version;
const [kitMajor, kitMinor] = versionOf('shared').split('.').map(Number) as [number, number];
/** The kit as a team moves it on with a new part: its next minor. */
const NEWER_KIT = `${kitMajor}.${kitMinor + 1}.0`;
/** The store's and the kit's next major: a breaking change the shell has not taken. */
const NEXT_STORE_MAJOR = `${Number(versionOf('store').split('.')[0]) + 1}.0.0`;
const NEXT_KIT_MAJOR = `${kitMajor + 1}.0.0`;

/** Replaces `find` in a copied file, failing the drill if the source no longer has it. */
function edit(file: string, find: string, replacement: string) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(find)) throw new Error(`${file} no longer has ${JSON.stringify(find)}`);
  writeFileSync(
    file,
    text.replace(find, () => replacement),
  );
}

/** A copy of the workspace `name`, its package.json at `version`, that the drill's journal builds with. */
function packageCopy(drill: string, name: 'shared' | 'store', version: string) {
  const copy = path.join(drill, name);
  cpSync(path.join(root, name, 'src'), path.join(copy, 'src'), { recursive: true });
  const manifest = JSON.parse(readFileSync(path.join(root, name, 'package.json'), 'utf8'));
  writeFileSync(path.join(copy, 'package.json'), JSON.stringify({ ...manifest, version }));
  mkdirSync(path.join(drill, 'node_modules', '@lux'), { recursive: true });
  symlinkSync(copy, path.join(drill, 'node_modules', '@lux', name));
  return copy;
}

/** A copy of mfe-journal's sources in `drill`, built as its team builds it into `releases/<release>/`. */
async function buildJournal(drill: string, release: string) {
  const journal = path.join(drill, 'mfe-journal');
  for (const part of ['src', 'package.json', 'webpack.config.js']) {
    cpSync(path.join(root, 'mfe-journal', part), path.join(journal, part), { recursive: true });
  }
  const common = path.join(root, 'webpack.common.js');
  writeFileSync(
    path.join(drill, 'webpack.common.js'),
    `module.exports = require(${JSON.stringify(common)});\n`,
  );
  return { journal, build: () => webpack(journal, path.join(releases, release)) };
}

const webpack = (dir: string, into: string) =>
  promisify(execFile)(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'], {
    cwd: dir,
    env: { ...process.env, BUILD_DIR: into },
  });

/** Deploys the release alone: the manifest's journal entry pointed at it, as README says. */
const deploy = (release: string) =>
  promisify(execFile)(process.execPath, [
    path.join(root, 'scripts', 'remotes-manifest.mjs'),
    '--manifest',
    manifestPath,
    `mfe_journal=${origin('mfe-journal')}/releases/${release}/@http://127.0.0.1:${internalPortOf('mfe-journal')}/releases/${release}/`,
  ]);

test.afterAll(() => {
  writeSiteManifest();
  rmSync(drills, { recursive: true, force: true });
  for (const release of ['newer-kit', 'newer-store-major']) {
    rmSync(path.join(releases, release), { recursive: true, force: true });
  }
});

test('a remote built with a newer kit and an endpoint of its own ships alone; one built for a newer major of a singleton shows its fallback', async ({
  page,
  request,
  allowConsoleErrors,
}) => {
  test.setTimeout(300_000);
  // The newer kit: a component of its own, exported as a team would add it.
  const newerKit = path.join(drills, 'newer-kit');
  const kit = packageCopy(newerKit, 'shared', NEWER_KIT);
  writeFileSync(
    path.join(kit, 'src', 'ui', 'KitNote.tsx'),
    "import type { ReactNode } from 'react';\n\n" +
      'export const KitNote = ({ children }: { children: ReactNode }) => (\n' +
      `  <p data-kit-version="${NEWER_KIT}">{children}</p>\n);\n`,
  );
  writeFileSync(
    path.join(kit, 'src', 'index.ts'),
    `${readFileSync(path.join(kit, 'src', 'index.ts'), 'utf8')}export { KitNote } from './ui/KitNote';\n`,
  );
  // The journal's new endpoint, and a part of its list page that shows what it answers with the kit's
  // new component.
  const newer = await buildJournal(newerKit, 'newer-kit');
  edit(
    path.join(newer.journal, 'src', 'api.ts'),
    'endpoints: (build) => ({',
    `endpoints: (build) => ({
    getNewestJournalPost: build.query<JournalPostSummary | undefined, void>({
      query: () => 'journal/',
      transformResponse: (posts: JournalPostSummary[]) => posts[0],
    }),`,
  );
  edit(
    path.join(newer.journal, 'src', 'api.ts'),
    'export const {',
    'export const { useGetNewestJournalPostQuery,',
  );
  writeFileSync(
    path.join(newer.journal, 'src', 'journal-list', 'NewestNote.tsx'),
    "import { KitNote } from '@lux/shared';\nimport { useGetNewestJournalPostQuery } from '../api';\n\n" +
      'export function NewestNote() {\n  const { data } = useGetNewestJournalPostQuery();\n' +
      '  return data ? <KitNote>{`Newest story: ${data.title}`}</KitNote> : null;\n}\n',
  );
  const listPage = path.join(newer.journal, 'src', 'journal-list', 'JournalListPage.tsx');
  edit(listPage, '          </Intro>\n', '          </Intro>\n          <NewestNote />\n');
  edit(listPage, 'import { Intro }', "import { NewestNote } from './NewestNote';\nimport { Intro }");

  // The journal built for @lux/store's next major: its team took a breaking change the shell has not, with the kit
  // that wraps the store (a breaking change to it is one to the kit: its next major too).
  const newerMajor = path.join(drills, 'newer-store-major');
  packageCopy(newerMajor, 'store', NEXT_STORE_MAJOR);
  packageCopy(newerMajor, 'shared', NEXT_KIT_MAJOR);
  const major = await buildJournal(newerMajor, 'newer-store-major');

  await Promise.all([newer.build(), major.build()]);

  const [newest] = (await (await request.get('/api/v1/journal/')).json()) as { title: string }[];
  const note = `Newest story: ${newest?.title}`;
  await deploy('newer-kit');
  // On the server: the next page served renders it with its data, in the kit's new component.
  const html = await (await request.get('/journal')).text();
  expect(html).toContain(`<p data-kit-version="${NEWER_KIT}">Newest story: `);
  // In the browser, hydrated, and it goes on working as a visitor moves about.
  await page.goto('/journal');
  await expect(page.getByText(note)).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'India', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('India');
  await page.goBack();
  await expect(page.getByText(note)).toBeVisible();

  // Back to the journal as it was: its page asks for what it asked for before the drill, not for the
  // newer build's endpoint, which a render thread would otherwise replay (and send in the page's state).
  writeSiteManifest();
  const restored = await (await request.get('/journal')).text();
  expect(restored).toContain('getJournalPosts');
  expect(restored).not.toContain('getNewestJournalPost');

  allowConsoleErrors(/@lux\/store|does not satisfy|RUNTIME-|Could not load remote module/i);
  const shellLogBefore = readFileSync(serviceLog('shell'), 'utf8').length;
  await deploy('newer-store-major');
  const fallback = await request.get('/journal');
  expect(fallback.status()).toBe(200);
  // Rendered on the server with the journal's fallback in place of its page.
  expect(await fallback.text()).toContain('"failedModules":["mfe_journal/JournalListPage"]');
  // Said in the shell's log (a render thread's lines reach it a moment after the page has gone).
  await expect
    .poll(() => readFileSync(serviceLog('shell'), 'utf8').slice(shellLogBefore))
    .toMatch(
      new RegExp(
        `Rendering /journal without mfe_journal/JournalListPage: .*@lux/store.*\\^${NEXT_STORE_MAJOR.replaceAll('.', '\\.')}`,
      ),
    );
  await page.goto('/journal');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Could not load articles.');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Enquire Now' })).toBeVisible();
  // The rest of the site as before, the journal's neighbours included.
  await page.getByRole('contentinfo').getByRole('link', { name: 'India', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('India');
  await page.goto('/enquire');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
