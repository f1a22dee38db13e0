import { expect, shareOnePageAcrossTests, test } from '../support/fixtures';

shareOnePageAcrossTests();

test('booking conditions carry the deposit, balance and cancellation terms', async ({ page }) => {
  await page.goto('/booking-conditions');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toContainText(/Booking Conditions/i);
  await expect(main).toContainText('30%');
  await expect(main).toContainText('60 days');
  await expect(main).toContainText('50%');
  await expect(main).toContainText('100%');
  await expect(main).toContainText('6 months');
  await expect(main.locator('a[href="/travel-insurance"]').first()).toBeVisible();
});

test('the privacy policy says when it was last updated', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('main')).toContainText('September 2025');
});

test('travel insurance is mandatory', async ({ page }) => {
  await page.goto('/travel-insurance');
  await expect(page.getByRole('main')).toContainText(/mandatory/i);
});

test('the about page tells our story and leads to the travel calendar', async ({ page }) => {
  await page.goto('/about');
  const main = page.getByRole('main');
  for (const value of ['Curiosity', 'Thoughtfulness', 'Humility']) await expect(main).toContainText(value);
  for (const country of ['New Zealand', 'Australia', 'Sri Lanka', 'South Africa'])
    await expect(main).toContainText(country);
  await expect(main.locator('a[href="/inspiration/travel-by-month/january"]').first()).toBeVisible();
});
