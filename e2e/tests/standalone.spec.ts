import { expect, test } from '../support/fixtures';

test('the journal remote runs on its own against the real API', async ({ page }) => {
  await page.goto('http://localhost:3004/journal');
  await expect(page.getByLabel('mfe-journal standalone')).toContainText('live API');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the journal remote runs on its own against mocked responses', async ({ page }) => {
  await page.goto('http://localhost:3004/journal?mock');
  await expect(page.getByLabel('mfe-journal standalone')).toContainText('mocked API');
  await expect(page.getByRole('heading', { name: 'Kyoto in the Season of Maples' })).toBeVisible();
});
