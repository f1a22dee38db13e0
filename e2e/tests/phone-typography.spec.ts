import type { Locator, Page } from '@playwright/test';
import { expect, shareOnePageAcrossTests, test } from '../support/fixtures';
import { widths } from '../support/pages';

shareOnePageAcrossTests();

const phone = widths[1].viewport;

/** The lines a text is laid out on, each as the words on it. */
function linesOf(locator: Locator): Promise<string[][]> {
  return locator.evaluate((element) => {
    const lines = new Map<number, string[]>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const [box] = range.getClientRects();
        if (!box) continue;
        // Words whose middles are within a few pixels stand on one line (a figure sits lower in Cormorant).
        const top = [...lines.keys()].find((y) => Math.abs(y - (box.top + box.height / 2)) < 6);
        const key = top ?? box.top + box.height / 2;
        lines.set(key, [...(lines.get(key) ?? []), match[0]]);
      }
    }
    return [...lines.entries()].sort(([a], [b]) => a - b).map(([, words]) => words);
  });
}

/** Headings of three words or more whose last line holds a single word. */
async function orphanedHeadings(page: Page): Promise<string[]> {
  const orphans: string[] = [];
  for (const heading of await page.getByRole('main').locator('h1, h2, h3').all()) {
    if (!(await heading.isVisible())) continue;
    const lines = await linesOf(heading);
    const words = lines.flat();
    if (words.length >= 3 && lines.length > 1 && lines.at(-1)?.length === 1) orphans.push(words.join(' '));
  }
  return orphans;
}

test.describe('at phone width', () => {
  test.use({ viewport: phone });

  test('a trip’s length stays on one line, in its facts and on its cards', async ({ page }) => {
    await page.goto('/packages/kenya-great-migration-in-the-masai-mara');
    const lengths = page.getByRole('main').getByText(/^\d+\sNights?\s\/\s\d+\sDays?$/);
    await expect(lengths.first()).toBeVisible();
    for (const length of await lengths.all()) {
      await length.scrollIntoViewIfNeeded();
      expect(await linesOf(length), await length.innerText()).toHaveLength(1);
    }
  });

  // A carousel at rest shows whole cards, the next one at most peeking in; none cut through its middle.
  test('carousels come to rest on whole cards', async ({ page }) => {
    for (const path of ['/', '/packages/1', '/experiences/6']) {
      await page.goto(path);
      const carousel = page.locator('[aria-roledescription="carousel"]');
      await expect(carousel.first(), path).toBeVisible();
      const carousels = await carousel.all();
      for (const carousel of carousels) {
        await carousel.scrollIntoViewIfNeeded();
        const cutCards = () =>
          carousel.evaluate((element) =>
            [...element.querySelectorAll('[aria-roledescription="slide"]')].flatMap((slide) => {
              const { left, right, width } = slide.getBoundingClientRect();
              const shown = Math.max(0, Math.min(right, window.innerWidth) - Math.max(left, 0)) / width;
              return shown > 0.25 && shown < 0.97
                ? [`${slide.getAttribute('aria-label')}: ${shown.toFixed(2)}`]
                : [];
            }),
          );
        // Auto-advance moves it every 3 s: at rest in between, no card is cut.
        await expect.poll(cutCards, { message: path }).toEqual([]);
      }
    }
  });

  test('the MICE band never starts a line with a point', async ({ page }) => {
    await page.goto('/mice/corporate-incentives');
    const kinds = page
      .getByRole('main')
      .getByRole('list')
      .filter({ hasText: 'Incentives' })
      .getByRole('listitem');
    await expect(kinds).toHaveCount(4);
    const items = await kinds.evaluateAll((elements) =>
      elements.map((element) => ({
        top: Math.round(element.getBoundingClientRect().top),
        before: getComputedStyle(element, '::before').content,
        after: getComputedStyle(element, '::after').content,
      })),
    );
    const visible = (content: string) => content !== 'none' && content !== 'normal' && content !== '""';
    const lines = [...new Set(items.map((item) => item.top))].map((top) =>
      items.filter((item) => item.top === top),
    );
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) {
      expect(visible(line[0]?.before ?? 'none')).toBe(false);
      expect(visible(line.at(-1)?.after ?? 'none')).toBe(false);
    }
  });

  for (const path of ['/', '/about', '/destinations/continents/asia', '/wellness/countries/india']) {
    test(`${path}: no heading leaves one word alone on its last line`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      expect(await orphanedHeadings(page)).toEqual([]);
    });
  }
});
