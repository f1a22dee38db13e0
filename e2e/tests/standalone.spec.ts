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
  await expect(page.getByRole('heading', { name: 'Kyoto in the Season of Maples' })).toBeVisible();
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
