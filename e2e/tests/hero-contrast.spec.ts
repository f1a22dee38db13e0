import type { Page } from '@playwright/test';
import { expect, shareOnePageAcrossTests, test } from '../support/fixtures';
import { expectHeroContrast, hero, hideText } from '../support/heroContrast';
import { pixelsIn } from '../support/pixels';
import type { Box } from '../support/pixels';

// Each hero page's text over its painted artwork is measured at both widths in accessibility.spec.ts,
// with axe's rules on the same visit. These are the hero's other cases: its picture not there yet, and
// the shade behind its text.

shareOnePageAcrossTests();

test('the hero text is as readable while its picture is still on its way', async ({ page }) => {
  // The picture held back, as on a slow network, or for the frame or more a phone takes to decode it.
  await page.route(/\/media\/site-home-hero[^/]*$/, () => undefined);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expectHeroContrast(page, { pictureHeld: true });
});

/** The mean brightness of a box of the page as it is painted now. */
async function brightness(page: Page, box: Box): Promise<number> {
  const [pixels = []] = await pixelsIn(page, [box]);
  return pixels.reduce((sum, [r, g, b]) => sum + (r + g + b) / 3, 0) / Math.max(1, pixels.length);
}

test('the shade behind the hero text lies only where the text is, the picture beside it keeps its light', async ({
  page,
}) => {
  await page.goto('/');
  const title = hero(page).getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  await hero(page)
    .locator('img')
    .evaluate((img: HTMLImageElement) => img.decode());
  await hideText(page);
  const box = await title.boundingBox();
  if (!box) throw new Error('no title box');
  const row = box.y + box.height / 2 - 10;
  const behind = { x: box.x + box.width / 2 - 20, y: row, width: 40, height: 20 };
  const beside = { x: 8, y: row, width: 40, height: 20 };
  const shaded = { behind: await brightness(page, behind), beside: await brightness(page, beside) };
  // The same picture with the text's shade taken away.
  await page.addStyleTag({ content: 'main header div::before { display: none !important; }' });
  const bare = { behind: await brightness(page, behind), beside: await brightness(page, beside) };
  // Behind the title the shade darkens the picture; at the picture's edge, far from the text, it does not.
  expect(bare.behind - shaded.behind).toBeGreaterThan(15);
  expect(Math.abs(bare.beside - shaded.beside)).toBeLessThan(3);
});
