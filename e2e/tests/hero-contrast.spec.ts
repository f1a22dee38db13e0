import type { Locator, Page } from '@playwright/test';
import { contrastRatio } from '../../shared/src/ui/contrast';
import { expect, shareOnePageAcrossTests, test } from '../support/fixtures';
import { paintPicturesOf } from '../support/artwork';
import { heroPages, widths } from '../support/pages';
import { pixelsIn, parseRgb } from '../support/pixels';
import type { Box } from '../support/pixels';

shareOnePageAcrossTests();

interface HeroText {
  text: string;
  colour: string;
  /** WCAG's large text: 24px, or 18.66px in bold. */
  large: boolean;
  boxes: Box[];
}

const hero = (page: Page) =>
  page
    .getByRole('main')
    .locator('header')
    .filter({ has: page.getByRole('heading', { level: 1 }) });

/** The site's header while it is clear over the hero (SPEC 2.2), or nothing once it has turned solid. */
const clearHeader = (page: Page) =>
  page.getByRole('banner').first().and(page.locator(':not([data-solid="true"])'));

/** Each run of text in an element, with the boxes of its lines. */
function textsIn(locator: Locator) {
  return locator.evaluate((element): HeroText[] => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const texts: HeroText[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent) continue;
      const style = getComputedStyle(parent);
      const size = Number.parseFloat(style.fontSize);
      const range = document.createRange();
      range.selectNodeContents(node);
      texts.push({
        text,
        colour: style.color,
        large: size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700),
        boxes: [...range.getClientRects()].map(({ x, y, width, height }) => ({ x, y, width, height })),
      });
    }
    return texts;
  });
}

/**
 * The artwork as it stands behind the text: the text taken away, the shades under it kept. A solid
 * header is taken away whole (its text stands on white, which the theme's pairs cover).
 */
async function hideText(page: Page) {
  await page.addStyleTag({
    content: `main header *, main header, header[data-solid] *, header[data-solid] {
        color: transparent !important; text-shadow: none !important; border-color: transparent !important; }
      header[data-solid='true'] { visibility: hidden !important; }`,
  });
}

/**
 * Each text of the page's hero against the worst pixel of the artwork behind it, or of the ground it
 * waits on should its picture not be there yet (`pictureHeld`).
 */
async function expectHeroContrast(page: Page, { pictureHeld = false } = {}) {
  await expect(hero(page).getByRole('heading', { level: 1 })).toBeVisible();
  if (!pictureHeld) {
    await paintPicturesOf(page, hero(page));
    await hero(page)
      .locator('img')
      .evaluate((img: HTMLImageElement) => img.decode());
  }
  await page.evaluate(() => document.fonts.ready);

  const header = clearHeader(page);
  const texts = [
    ...(await textsIn(hero(page))),
    ...((await header.count()) > 0 ? await textsIn(header) : []),
  ];
  expect(texts.length).toBeGreaterThan(0);
  await hideText(page);
  const behind = await pixelsIn(
    page,
    texts.flatMap((text) => text.boxes),
  );

  let next = 0;
  const measured = texts.map(({ text, colour, large, boxes }) => {
    const textColour = parseRgb(colour);
    const worst = behind
      .slice(next, (next += boxes.length))
      .flat()
      .reduce((lowest, pixel) => Math.min(lowest, contrastRatio(textColour, pixel)), Infinity);
    return { text, large, worst: Math.round(worst * 100) / 100 };
  });
  test.info().annotations.push({ type: 'contrast', description: JSON.stringify(measured) });
  for (const { text, large, worst } of measured)
    expect(worst, `contrast of '${text}' over the artwork`).toBeGreaterThanOrEqual(large ? 3 : 4.5);
}

for (const { name, viewport } of widths) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport });

    for (const path of heroPages) {
      test(`the hero text of ${path} meets WCAG AA contrast over its artwork`, async ({ page }) => {
        await page.goto(path);
        await expectHeroContrast(page);
      });
    }

    test('the hero text of a journal article meets WCAG AA contrast over its artwork', async ({ page }) => {
      await page.goto('/journal');
      await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
      await expect(page).toHaveURL(/\/journal\/[a-z0-9-]+$/);
      await expectHeroContrast(page);
    });
  });
}

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
