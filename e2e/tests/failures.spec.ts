import type { Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { startService, stopService, writeSiteManifest } from '../support/services';
import { origin, portOf } from '../support/site';

const remoteUnreachable =
  /remoteEntry|ERR_CONNECTION_REFUSED|Failed to load resource|RUNTIME-008|loadEntryError|ScriptExternalLoadError/i;

const header = (page: Page) => page.getByRole('banner').first();
const footer = (page: Page) => page.getByRole('contentinfo');

test('a remote that is down shows a useful fallback, and Retry loads it once it is back', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(remoteUnreachable);
  await stopService('mfe-journal');
  try {
    await page.goto('/journal');
    const fallback = page.getByRole('alert');
    await expect(fallback).toContainText('Could not load articles.');
    await expect(fallback.getByRole('link', { name: /\+91/ })).toHaveAttribute('href', /^tel:/);
    await expect(fallback.getByRole('link', { name: /enquiry/i })).toHaveAttribute('href', '/enquire');
    // The frame still works around the failed page.
    await expect(header(page).getByRole('link', { name: 'Enquire Now' })).toBeVisible();
    await expect(footer(page).getByRole('link', { name: 'Privacy Policy' })).toBeVisible();

    await startService('mfe-journal');
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  } finally {
    await startService('mfe-journal');
  }
});

test('with one remote down, every other remote’s page still loads from the header and the footer', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(remoteUnreachable);
  await stopService('mfe-destinations');
  try {
    // A transparent-header route whose page failed: the header is solid, so it reads over the fallback.
    await page.goto('/countries/india');
    await expect(page.getByRole('alert')).toContainText('Error: Could not load page data.');
    await expect(header(page)).toHaveAttribute('data-solid', 'true');
    await expect(header(page)).toHaveCSS('background-color', 'rgb(255, 255, 255)');

    await header(page).getByRole('link', { name: 'Enquire Now' }).click();
    await expect(page.getByRole('textbox', { name: 'Full name' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    await footer(page).getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('main')).toContainText('Curiosity');

    await footer(page).getByRole('link', { name: 'Journal' }).click();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

    await footer(page).getByRole('link', { name: 'Booking Conditions' }).click();
    await expect(page.getByRole('main')).toContainText('30%');

    // Back to a page of the remote that is down: its own failure again, not a blank page.
    await footer(page).getByRole('link', { name: 'India', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Error: Could not load page data.');
  } finally {
    await startService('mfe-destinations');
  }
});

test('Retry after the manifest is repointed loads the remote from its new URL', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(remoteUnreachable);
  // A deploy that pointed the journal at a release folder that was never uploaded...
  writeSiteManifest({ 'mfe-journal': `${origin('mfe-journal')}/releases/missing/` });
  try {
    await page.goto('/journal');
    await expect(page.getByRole('alert')).toContainText('Could not load articles.');

    // ...then fixed: the manifest names the live build again, and Retry reads it.
    writeSiteManifest();
    const entry = page.waitForRequest((request) =>
      request.url().endsWith(':' + portOf('mfe-journal') + '/remoteEntry.js'),
    );
    await page.getByRole('button', { name: 'Retry' }).click();
    await entry;
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  } finally {
    writeSiteManifest();
  }
});

test('a release whose manifest points at a missing chunk shows the fallback, and Retry loads it once uploaded', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource|ChunkLoadError|Loading chunk/i);
  const root = path.resolve(__dirname, '..', '..');
  const dist = path.join(root, 'mfe-journal', 'dist');
  // The journal list's own code, as this build lists it for the first render.
  const firstRenderChunks = JSON.parse(
    readFileSync(path.join(dist, 'first-render-chunks.json'), 'utf8'),
  ) as Record<string, string[]>;
  const [listChunk] = firstRenderChunks.__federation_expose_JournalListPage ?? [];
  if (!listChunk) throw new Error('first-render-chunks.json lists no chunk for the journal list');
  // A release folder uploaded without that chunk (nor its compressed copies).
  const release = path.join(dist, 'releases', 'without-a-chunk');
  const listChunkFiles = readdirSync(dist).filter((file) => file.startsWith(listChunk));
  for (const file of readdirSync(dist)) {
    if (file !== 'releases' && !listChunkFiles.includes(file))
      cpSync(path.join(dist, file), path.join(release, file), { recursive: true });
  }
  writeSiteManifest({ 'mfe-journal': `${origin('mfe-journal')}/releases/without-a-chunk/` });
  try {
    // Rendered on the server from the server build, but the browser cannot run it: the fallback.
    await page.goto('/journal');
    const fallback = page.getByRole('alert');
    await expect(fallback).toContainText('Could not load articles.');
    // The release's other pages still work, and so does the way back to the broken one.
    await footer(page).getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('main')).toContainText('Curiosity');
    await footer(page).getByRole('link', { name: 'Journal' }).click();
    await expect(fallback).toContainText('Could not load articles.');

    // The missing file uploaded: Retry fetches it again rather than keep the failure.
    for (const file of listChunkFiles) cpSync(path.join(dist, file), path.join(release, file));
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  } finally {
    writeSiteManifest();
    rmSync(release, { recursive: true, force: true });
  }
});

test('a remote redeployed in place while a page is open keeps that page’s next navigation working', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const root = path.resolve(__dirname, '..', '..');
  const remoteEntry = path.join(root, 'mfe-journal', 'dist', 'remoteEntry.js');
  const build = (...args: string[]) =>
    execFileSync('npm', ['run', 'build', '--workspace', 'mfe-journal', '--', ...args], {
      cwd: root,
      stdio: 'ignore',
    });

  await page.goto('/journal');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

  // A new release into the same folder, every chunk under a new hash: here the same code built with its
  // files naming their source maps (or, left so by an interrupted run, not naming them), so nothing of
  // the running release is overwritten in place.
  const before = readFileSync(remoteEntry, 'utf8');
  const namesSourceMaps = before.includes('sourceMappingURL');
  try {
    build(...(namesSourceMaps ? [] : ['--devtool', 'source-map']));
    expect(readFileSync(remoteEntry, 'utf8') === before, 'the redeploy changed remoteEntry.js').toBe(false);

    // The open tab still runs the previous release, whose chunks must still be there.
    await footer(page).getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('main')).toContainText('Curiosity');
    await footer(page).getByRole('link', { name: 'Booking Conditions' }).click();
    await expect(page.getByRole('main')).toContainText('30%');
  } finally {
    // Leave the usual build (maps beside the files, not named by them) in place.
    if (!namesSourceMaps) build();
  }
});

test('with the API down, the site says so (502, nothing of its insides) and pages show their error text; back up, they load', async ({
  page,
  request,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 502/);
  await page.goto('/');
  await stopService('api');
  try {
    const response = await request.get('/api/v1/health');
    expect(response.status()).toBe(502);
    expect(await response.text()).not.toMatch(new RegExp(`ECONNREFUSED|:${portOf('api')}`));

    await footer(page).getByRole('link', { name: 'Journal' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Could not load articles.');
    await expect(header(page).getByRole('link', { name: 'Enquire Now' })).toBeVisible();

    await startService('api');
    await footer(page).getByRole('link', { name: 'About Us' }).click();
    await footer(page).getByRole('link', { name: 'Journal' }).click();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  } finally {
    await startService('api');
  }
});
