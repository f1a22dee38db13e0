import type { Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { writeSiteManifest } from '../support/services';
import { origin } from '../support/site';

const root = path.resolve(__dirname, '..', '..');
const release = `drill-${Date.now().toString(36)}`;
/** Where the new release is built: a copy of the journal remote with one visible change. */
const buildDir = path.join(root, '.tmp', 'drills', release, 'mfe-journal');
/** Where it is published: a release folder the live journal server serves, beside the current build. */
const publishedDir = path.join(root, 'mfe-journal', 'dist', 'releases', release);
const releaseUrl = `${origin('mfe-journal')}/releases/${release}/`;

const currentSubtitle = /^Notes from the road:/;
const newSubtitle = `Notes from the road, ${release}: new stories every week.`;

/** The journal remote as it is, with the journal list's subtitle changed, built as production builds it. */
function buildNewRelease() {
  cpSync(path.join(root, 'mfe-journal', 'src'), path.join(buildDir, 'src'), { recursive: true });
  const listPage = path.join(buildDir, 'src', 'journal-list', 'JournalListPage.tsx');
  const source = readFileSync(listPage, 'utf8');
  const changed = source.replace(/subtitle="Notes from the road:[^"]*"/, `subtitle="${newSubtitle}"`);
  if (changed === source) throw new Error(`The journal list's subtitle is no longer in ${listPage}`);
  writeFileSync(listPage, changed);
  writeFileSync(
    path.join(buildDir, 'webpack.config.js'),
    `module.exports = require(${JSON.stringify(path.join(root, 'webpack.common.js'))})` +
      `.createWebpackConfig({ dir: __dirname, title: 'mfe-journal (standalone)' });\n`,
  );
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules', 'webpack', 'bin', 'webpack.js'), '--mode', 'production'],
    {
      cwd: buildDir,
      stdio: 'ignore',
    },
  );
  mkdirSync(path.dirname(publishedDir), { recursive: true });
  cpSync(path.join(buildDir, 'dist'), publishedDir, { recursive: true, dereference: true });
}

const subtitle = (page: Page) => page.getByRole('main').getByText(/^Notes from the road/);
const footer = (page: Page) => page.getByRole('contentinfo');

/** The open page still works: its own remote's other pages, then an article it had not loaded yet. */
async function keepsWorking(page: Page) {
  await footer(page).getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('main')).toContainText('Curiosity');
  await footer(page).getByRole('link', { name: 'Journal' }).click();
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/journal\/[^/]+$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

test('a new release of the journal published while the site runs, then rolled back, without a shell rebuild', async ({
  browser,
  request,
}) => {
  test.setTimeout(600_000);
  buildNewRelease();
  const consoleErrors: string[] = [];
  /** A new visit, in its own browser context, once the page works (html[data-hydrated], as page.goto waits). */
  const visit = async () => {
    const page = await (await browser.newContext()).newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    await page.goto('/journal');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    return page;
  };
  try {
    const openBefore = await visit();
    await expect(subtitle(openBefore)).toHaveText(currentSubtitle);

    // Published: the manifest the shell reads on each request now names the release folder.
    writeSiteManifest({ 'mfe-journal': releaseUrl });
    expect(await (await request.get('/journal')).text()).toContain(newSubtitle);
    const openAfter = await visit();
    await expect(subtitle(openAfter)).toHaveText(newSubtitle);
    // A page opened before keeps running the release it started with.
    await keepsWorking(openBefore);

    // Rolled back: new visits get the previous release again; the page opened on the new one goes on.
    writeSiteManifest();
    expect(await (await request.get('/journal')).text()).not.toContain(newSubtitle);
    const afterRollback = await visit();
    await expect(subtitle(afterRollback)).toHaveText(currentSubtitle);
    await keepsWorking(openAfter);
    expect(consoleErrors).toEqual([]);
  } finally {
    writeSiteManifest();
    rmSync(publishedDir, { recursive: true, force: true });
    rmSync(path.dirname(buildDir), { recursive: true, force: true });
  }
});
