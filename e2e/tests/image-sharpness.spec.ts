import type { Locator, Page } from '@playwright/test';
import { expect, shareOnePageAcrossTests, test } from '../support/fixtures';
import { widths } from '../support/pages';

shareOnePageAcrossTests();

/** The widest file the media server renders: a slot drawn wider can get no more. */
const LARGEST_FILE = 1600;

interface Slot {
  file: string;
  fileWidth: number;
  /** Device pixels across the picture as drawn: it covers its box, so a narrow box draws it wider. */
  drawnWidth: number;
}

/** Every generated picture shown in the page's main content, with the file the browser chose for it. */
async function slots(page: Page): Promise<Slot[]> {
  const images = page.getByRole('main').locator('picture img');
  const found: Slot[] = [];
  for (const image of await images.all()) {
    if (!(await image.isVisible())) continue;
    // A closing band's wash of the page's colours is blurred on purpose, from the smallest file.
    if (await image.evaluate((element) => element.closest('[data-wash]') !== null)) continue;
    // Scrolled to without waiting for it to stand still: carousels move on every 3 seconds.
    // A carousel's slides past its edge are not shown, and lazy ones are not loaded until they are.
    const onScreen = await image.evaluate((element) => {
      element.scrollIntoView({ block: 'center' });
      const { left, right } = element.getBoundingClientRect();
      return right > 0 && left < innerWidth;
    });
    if (!onScreen) continue;
    await expect(image).toHaveJSProperty('complete', true);
    found.push(await slotOf(image));
  }
  return found;
}

/** The file the browser chose for a picture, and how many device pixels wide it draws it. */
const slotOf = (image: Locator): Promise<Slot> =>
  image.evaluate((element: HTMLImageElement) => {
    const { width, height } = element.getBoundingClientRect();
    const file = element.currentSrc;
    // 3:2, or 1:2 for a tall crop: it covers its box, so a box narrower than the file draws it wider.
    // Known from the file's name: which file the browser chose is the question, not its pixels, so the
    // pictures are not painted, and each stands in as the media server's transparent pixel.
    const ratio = /-portrait-\d+\.\w+$/.test(file) ? 1 / 2 : 3 / 2;
    return {
      file,
      fileWidth: Number(/-(\d+)\.(?:avif|webp)$/.exec(file)?.[1] ?? 0),
      drawnWidth: Math.max(width, height * ratio) * devicePixelRatio,
    };
  });

const pages = [
  '/',
  '/countries/india',
  '/packages/kenya-great-migration-in-the-masai-mara',
  '/inspiration/travel-by-month/january',
];

for (const { name, viewport } of widths) {
  test.describe(`at ${name} width on a 2x screen`, () => {
    test.use({ viewport, deviceScaleFactor: 2 });

    for (const path of pages) {
      test(`${path}: every picture's file is as wide as its slot's device pixels`, async ({ page }) => {
        await page.goto(path);
        // A page whose remote was slow at render time comes as its loading text and fills in when hydrated.
        const pictures = page.getByRole('main').locator('picture img');
        await expect(pictures.nth(2)).toBeAttached();
        const shown = await slots(page);
        expect(shown.length).toBeGreaterThan(2);
        const soft = shown
          .filter(({ fileWidth, drawnWidth }) => fileWidth < Math.min(Math.floor(drawnWidth), LARGEST_FILE))
          .map(
            ({ file, fileWidth, drawnWidth }) =>
              `${file}: ${fileWidth} px file for ${Math.round(drawnWidth)} px`,
          );
        expect(soft).toEqual([]);
      });
    }
  });
}

// A full-screen hero on a phone held upright draws a slice of the 3:2 picture 2,500 device pixels wide:
// it is given the picture's tall crop instead, drawn from the painting at that size.
test.describe('at phone width on a 2x screen, held upright', () => {
  test.use({ viewport: widths[1].viewport, deviceScaleFactor: 2 });

  for (const path of ['/', '/countries/india']) {
    test(`${path}: the full-screen hero is its tall crop, as sharp as the screen`, async ({ page }) => {
      await page.goto(path);
      const hero = page.getByRole('main').locator('header picture img').first();
      await expect(hero).toHaveJSProperty('complete', true);
      const { file, fileWidth, drawnWidth } = await slotOf(hero);
      expect(file).toMatch(/-portrait-\d+\.(?:avif|webp)$/);
      expect(fileWidth).toBeGreaterThanOrEqual(Math.floor(drawnWidth));
      // And no larger than it needs: 844 device pixels take the 900 file, not the 1080 one.
      expect(fileWidth).toBe(900);
    });
  }
});
