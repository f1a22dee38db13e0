import { expect, test } from '../support/fixtures';
import { origin } from '../support/site';

test('the journal remote runs on its own against the real API', async ({ page }) => {
  await page.goto(`${origin('mfe-journal')}/journal`);
  await expect(page.getByLabel('mfe-journal standalone')).toContainText('live API');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the journal remote runs on its own against mocked responses', async ({ page }) => {
  await page.goto(`${origin('mfe-journal')}/journal?mock`);
  await expect(page.getByLabel('mfe-journal standalone')).toContainText('mocked API');
  await expect(
    page.getByRole('heading', { name: 'Kyoto in Autumn: Temples, Gardens and the Slow Burn of the Maples' }),
  ).toBeVisible();
});

test('QA can force the journal remote’s error and loading texts with ?mock=error and ?mock=slow', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 500/);
  await page.goto(`${origin('mfe-journal')}/journal?mock=error`);
  await expect(page.getByLabel('mfe-journal standalone')).toContainText('every call fails');
  await expect(page.getByRole('alert')).toHaveText('Could not load articles.');

  await page.goto(`${origin('mfe-journal')}/journal?mock=slow`);
  await expect(page.getByLabel('mfe-journal standalone')).toContainText('every call never answers');
  await expect(page.getByRole('status')).toHaveText('Loading articles...');

  // Per endpoint: only the article fails, the list still loads.
  await page.goto(`${origin('mfe-journal')}/journal?mock=error:/journal/kyoto`);
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.goto(`${origin('mfe-journal')}/journal/kyoto`);
  await expect(page.getByRole('alert')).toHaveText('Could not load article.');
});

test('QA can force the error text of a page that makes no call, with ?mock=error', async ({ page }) => {
  await page.goto(`${origin('mfe-journal')}/about?mock=error`);
  await expect(page.getByRole('alert')).toHaveText('Our story could not be loaded.');
  // Back to the real API, the page itself.
  await page.goto(`${origin('mfe-journal')}/about?mock=off`);
  await expect(page.getByRole('heading', { name: 'Travel, Thoughtfully Made' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the journal remote’s own page lists its pages, and an unknown address shows the site’s not-found page', async ({
  page,
}) => {
  await page.goto(`${origin('mfe-journal')}/`);
  const samples = page.getByRole('main').getByRole('list');
  for (const name of ['Journal', 'About us', 'Booking conditions', 'Privacy policy', 'Travel insurance']) {
    await expect(samples.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await page.goto(`${origin('mfe-journal')}/no-such-page`);
  await expect(page.getByRole('heading', { name: 'This road doesn’t lead anywhere yet' })).toBeVisible();
  await expect(page.getByLabel('mfe-journal standalone')).toBeVisible();

  // An escaped line break, which the router's catch-all does not match: the address without it.
  await page.goto(`${origin('mfe-journal')}/%0Ano-such-page%E2%80%A8`);
  await expect(page.getByRole('heading', { name: 'This road doesn’t lead anywhere yet' })).toBeVisible();
  await page.goto(`${origin('mfe-journal')}/%0D%0Ajournal`);
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/journal');
});
