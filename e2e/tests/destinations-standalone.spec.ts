import { expect, test } from '../support/fixtures';
import { origin } from '../support/site';

test('the destinations remote runs on its own against the real API', async ({ page }) => {
  await page.goto(`${origin('mfe-destinations')}/`);
  await expect(page.getByLabel('mfe-destinations standalone')).toContainText('live API');
  await page.getByRole('link', { name: 'Country: India' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'India' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Example Trips to India' }).getByRole('article').first(),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Sample pages' }).click();
  await page.getByRole('link', { name: /^Package:/ }).click();
  await expect(page.getByText(/^\d+ \/ \d+$/)).toBeVisible();
});

test('the destinations remote runs on its own against mocked responses', async ({ page }) => {
  await page.goto(`${origin('mfe-destinations')}/inspiration/travel-by-month/january?mock`);
  await expect(page.getByLabel('mfe-destinations standalone')).toContainText('mocked API');
  await expect(page.getByRole('heading', { level: 2, name: 'WHERE TO TRAVEL IN JANUARY' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Begin the Year Somewhere Extraordinary' })).toBeVisible();
});
