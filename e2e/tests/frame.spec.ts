import { expect, shareOnePageAcrossTests, test } from '../support/fixtures';

shareOnePageAcrossTests();

test('the home page greets visitors and every page shares the header and footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Journey Within');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Journey Beyond');
  await expect(page.getByRole('link', { name: 'Inspire Me' })).toHaveAttribute('href', '/experiences/6');
  await expect(page).toHaveTitle(/Aurelia/);

  const header = page.getByRole('banner').first();
  await expect(header.getByRole('link', { name: 'Enquire Now' })).toHaveAttribute('href', '/enquire');
  await expect(header.getByRole('link', { name: /Call us on/ })).toHaveAttribute('href', /^tel:/);

  const footer = page.getByRole('contentinfo');
  for (const id of [5, 24, 25, 13, 22, 29])
    await expect(footer.locator(`a[href="/countries/${id}"]`)).toHaveCount(1);
  for (const href of [
    '/experiences/6',
    '/experiences/21',
    '/wellness/countries/5',
    '/mice/4',
    '/booking-conditions',
    '/privacy-policy',
    '/journal',
  ]) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await expect(footer.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '#');
  await expect(footer).toContainText('Monday to Friday');
});

test('the header turns solid after 50px of scroll on the home page', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner').first();
  await expect(header).toHaveAttribute('data-solid', 'false');
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute('data-solid', 'true');
  await page.goto('/journal');
  await expect(header).toHaveAttribute('data-solid', 'true');
});

test('a route change starts at the top of the new page with its own title', async ({ page }) => {
  await page.goto('/about');
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Journal' }).click();
  await expect(page).toHaveURL(/\/journal$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveTitle(/Journal/);
});

test('an unknown address shows the not-found page inside the frame', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Page not found').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
