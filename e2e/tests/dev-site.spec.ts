// `npm run dev -- mfe-journal` as the journal's team runs it: the composed site loads the journal from its
// dev server and the other remotes from their builds, an edit to the shell or to the journal appears in
// place (React Fast Refresh, no reload, the page's state kept), and SIGTERM to npm stops every process
// and frees every port.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { NpmStack } from '../support/npmStack';
import { expect, test } from '../support/fixtures';

const root = path.resolve(__dirname, '..', '..');
const dev = new NpmStack('dev', 600, ['mfe-journal']);

test.describe.configure({ mode: 'serial' });

/** Replaces a text in a source file for the length of a test. */
function editSource(file: string, from: string, to: string) {
  const source = readFileSync(path.join(root, file), 'utf8');
  if (!source.includes(from)) throw new Error(`${file} no longer says "${from}"`);
  writeFileSync(path.join(root, file), source.replace(from, to));
  return () => writeFileSync(path.join(root, file), source);
}

/** State a reload would lose: an open header overlay (the store) and a value on the page's window. */
async function giveThePageState(page: Page) {
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('button', { name: 'Search', expanded: true })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { beforeTheEdit: true }));
}

async function expectThePageStateKept(page: Page) {
  await expect(page.getByRole('button', { name: 'Search', expanded: true })).toBeVisible();
  expect(await page.evaluate(() => 'beforeTheEdit' in window)).toBe(true);
}

test.beforeAll(() => dev.start());
test.afterAll(() => dev.kill());

test('the composed dev site renders a remote page from its dev server, and one from its build', async ({
  page,
}) => {
  // The first compile of the shell and the journal on a loaded machine.
  test.setTimeout(240_000);
  await expect
    .poll(
      () =>
        fetch(`${dev.origin('shell')}/remotes.json`).then(
          (r) => r.ok,
          () => false,
        ),
      {
        timeout: 200_000,
      },
    )
    .toBe(true);
  await page.goto(`${dev.origin('shell')}/about`);
  await expect(page.getByRole('heading', { name: 'Travel, Thoughtfully Made' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // The journal's code from its dev server, with its hot-update client; the destinations' from its build.
  const remoteEntry = (app: 'mfe-journal' | 'mfe-destinations') =>
    fetch(`${dev.origin(app)}/remoteEntry.js`).then((response) => response.text());
  expect(await remoteEntry('mfe-journal')).toContain('webpackHotUpdate');
  expect(await remoteEntry('mfe-destinations')).not.toContain('webpackHotUpdate');
  await page.goto(`${dev.origin('shell')}/countries/india`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: /India/ })).toBeVisible();
});

test('an edit to a shell component appears in place, keeping the page state', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${dev.origin('shell')}/`);
  await expect(page.getByRole('heading', { name: 'Certified Specialists' })).toBeVisible({ timeout: 30_000 });
  await giveThePageState(page);
  const restore = editSource(
    'shell/src/home/certifications/Certifications.tsx',
    'title="Certified Specialists"',
    'title="Specialists, Certified"',
  );
  try {
    await expect(page.getByRole('heading', { name: 'Specialists, Certified' })).toBeVisible({
      timeout: 60_000,
    });
    await expectThePageStateKept(page);
  } finally {
    restore();
  }
});

test('an edit to a remote component appears in place in the composed page and on its own page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${dev.origin('shell')}/about`);
  await expect(page.getByRole('heading', { name: 'Travel, Thoughtfully Made' })).toBeVisible({
    timeout: 30_000,
  });
  await giveThePageState(page);
  const standalone = await page.context().newPage();
  await standalone.goto(`${dev.origin('mfe-journal')}/about`);
  await expect(standalone.getByRole('heading', { name: 'Travel, Thoughtfully Made' })).toBeVisible({
    timeout: 30_000,
  });
  await standalone.evaluate(() => Object.assign(window, { beforeTheEdit: true }));
  const restore = editSource(
    'mfe-journal/src/about/AboutPage.tsx',
    'title="Travel, Thoughtfully Made"',
    'title="Travel, Made Thoughtfully"',
  );
  try {
    await expect(page.getByRole('heading', { name: 'Travel, Made Thoughtfully' })).toBeVisible({
      timeout: 60_000,
    });
    await expectThePageStateKept(page);
    await expect(standalone.getByRole('heading', { name: 'Travel, Made Thoughtfully' })).toBeVisible();
    expect(await standalone.evaluate(() => 'beforeTheEdit' in window)).toBe(true);
  } finally {
    restore();
  }
});

test('SIGTERM to npm stops every dev server and the API, freeing their ports', async () => {
  await dev.stop('SIGTERM');
});
