import { paintPicturesOf } from '../support/artwork';
import { expect, shareOnePageAcrossTests, test } from '../support/fixtures';

shareOnePageAcrossTests();

test('a visitor goes from the journal to an article and back @phone', async ({ page }) => {
  await page.goto('/journal');
  await expect(page).toHaveTitle(/Journal/);
  const articles = page.getByRole('main').getByRole('article');
  await expect(articles.first()).toBeVisible();
  expect(await articles.count()).toBeGreaterThanOrEqual(8);

  const firstLink = articles.first().getByRole('link').first();
  const href = await firstLink.getAttribute('href');
  expect(href).toMatch(/^\/journal\/[a-z0-9-]+$/);
  const title = (await articles.first().getByRole('heading').textContent())?.trim() ?? '';
  await firstLink.click();

  await expect(page).toHaveURL(href ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText(/\d{1,2} \w+ 20\d\d/).first()).toBeVisible();
  // Content images come from the media server as responsive variants, and really load (painted, as a
  // deploy paints them all, so the file is the picture rather than the pixel that stands in for it).
  const image = page.locator('main figure img').first();
  await expect(image).toHaveAttribute('srcset', /-480\.webp 480w/);
  await paintPicturesOf(page, page.locator('main figure').first());
  await image.scrollIntoViewIfNeeded();
  // 3:2, where the pixel standing in is square.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight))
    .toBeCloseTo(1.5, 1);

  await page
    .getByRole('link', { name: /journal/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/journal$/);
});

test('an unknown article says so', async ({ page, allowConsoleErrors }) => {
  // The browser logs the API's 404 answer; the page turns it into its not-found text.
  allowConsoleErrors(/status of 404/);
  await page.goto('/journal/no-such-article');
  await expect(page.getByText('Article not found.')).toBeVisible();
});

test('pages fit a phone screen without sideways scrolling @phone', async ({ page }) => {
  for (const path of [
    '/',
    '/journal',
    '/about',
    '/booking-conditions',
    '/privacy-policy',
    '/travel-insurance',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toBeAttached();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});
