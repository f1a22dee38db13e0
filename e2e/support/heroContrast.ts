import type { Locator, Page } from '@playwright/test';
import { contrastRatio } from '../../shared/src/ui/contrast';
import { paintPicturesOf } from './artwork';
import { expect, test } from './fixtures';
import { pixelsIn, parseRgb } from './pixels';
import type { Box } from './pixels';

// The contrast of a hero's text over its artwork, which axe cannot judge (it leaves text over a picture
// unchecked): measured in the pixels the page paints, the text taken away.

interface HeroText {
  text: string;
  colour: string;
  /** WCAG's large text: 24px, or 18.66px in bold. */
  large: boolean;
  boxes: Box[];
}

export const hero = (page: Page) =>
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
export async function hideText(page: Page) {
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
export async function expectHeroContrast(page: Page, { pictureHeld = false } = {}) {
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
