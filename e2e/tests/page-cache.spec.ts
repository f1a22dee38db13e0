// Kept pages are never stale (issue 23): the shell's server keeps a complete page and serves it again,
// and the next request after a content change or a remote's redeploy gets the new page, which the
// browser shows and hydrates with no console error.
import type { APIRequestContext } from '@playwright/test';
import Database from 'better-sqlite3';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { databasePath, writeSiteManifest } from '../support/services';
import { origin } from '../support/site';

const root = path.resolve(__dirname, '..', '..');

/** Asks for a page until the shell's server serves it from memory; returns that answer's HTML. */
async function keptPage(request: APIRequestContext, url: string) {
  let html = '';
  await expect
    .poll(async () => {
      const response = await request.get(url);
      html = await response.text();
      return response.headers()['x-page-cache'];
    })
    .toBe('hit');
  return html;
}

test('a content change reaches the next page served, in the HTML and in the browser', async ({
  page,
  request,
}) => {
  const before = await keptPage(request, '/countries/bhutan');
  expect(before).toContain('Bhutan');
  expect(before).not.toContain('Bhutan of the Dragon');

  // Written into the API's database by another process, as an editor's tool would.
  const db = new Database(databasePath);
  const rename = (name: string) =>
    db.prepare('update countries set name = ? where slug = ?').run(name, 'bhutan');
  try {
    rename('Bhutan of the Dragon');
    await expect
      .poll(async () => (await request.get('/countries/bhutan')).text())
      .toContain('Bhutan of the Dragon');
    await page.goto('/countries/bhutan');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bhutan of the Dragon');
  } finally {
    rename('Bhutan');
    db.close();
  }
  await expect
    .poll(async () => (await request.get('/countries/bhutan')).text())
    .not.toContain('of the Dragon');
});

test('a remote redeployed on its own reaches the next page served, in the HTML and in the browser', async ({
  page,
  request,
}) => {
  const subtitle = 'Notes from the road:';
  const newSubtitle = 'Fresh notes from the road:';
  expect(await keptPage(request, '/journal')).toContain(subtitle);

  // A new build of the journal remote, uploaded to a folder of its own (its code says something new),
  // then the manifest pointed at it, as README's "deploy one remote on its own" does.
  const dist = path.join(root, 'mfe-journal', 'dist');
  const release = path.join(dist, 'releases', 'page-cache');
  for (const file of readdirSync(dist)) {
    if (file !== 'releases') cpSync(path.join(dist, file), path.join(release, file), { recursive: true });
  }
  let changed = 0;
  for (const file of readdirSync(release, { recursive: true }) as string[]) {
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(path.join(release, file), 'utf8');
    if (!code.includes(subtitle)) continue;
    writeFileSync(path.join(release, file), code.replaceAll(subtitle, newSubtitle));
    // Its precompressed copies would still say the old thing.
    rmSync(path.join(release, `${file}.br`), { force: true });
    rmSync(path.join(release, `${file}.gz`), { force: true });
    changed += 1;
  }
  expect(changed, 'the browser and the server builds both say it').toBeGreaterThanOrEqual(2);

  writeSiteManifest({ 'mfe-journal': `${origin('mfe-journal')}/releases/page-cache/` });
  try {
    // The very next request: no waiting for a cache to expire.
    expect(await (await request.get('/journal')).text()).toContain(newSubtitle);
    await page.goto('/journal');
    await expect(page.getByRole('main')).toContainText(newSubtitle);
  } finally {
    writeSiteManifest();
    rmSync(release, { recursive: true, force: true });
  }
  expect(await (await request.get('/journal')).text()).not.toContain(newSubtitle);
});
