// A page printed (or saved as a PDF) as a traveller keeps it: its words and pictures on the sheet, not
// its controls. Each test emulates print on a page of its own (no shared page: the emulation would stay).
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// An A4 sheet at the browser's 96 pixels to the inch, as Chromium lays out a print.
test.use({ viewport: { width: 794, height: 1123 } });

const heading1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/** The page as a printer gets it, once the screen's page has loaded. */
async function printed(page: Page, path: string) {
  await page.goto(path);
  await expect(heading1(page)).toBeVisible();
  await page.emulateMedia({ media: 'print' });
}

/** What the sheet must not carry, on any page: the header's menus, buttons and invitations to click. */
async function expectNoControls(page: Page) {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /home/ })).toBeVisible();
  await expect(header).toHaveCSS('position', 'static');
  await expect(header.getByRole('navigation')).toBeHidden();
  await expect(header.getByRole('link', { name: 'Enquire Now' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeHidden();
  // An accordion's titles are headings, and stay.
  await expect(page.locator('button:not([data-accordion-title]):visible')).toHaveCount(0);
  await expect(page.getByRole('main').locator('a[href="/enquire"]:visible')).toHaveCount(0);
  // The footer: who to call, not the site's links.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /^\+\d/ })).toBeVisible();
  await expect(footer.getByRole('navigation').first()).toBeHidden();
}

/** The hero is drawn as on screen (its shade too) and fits on the first sheet, picture and all. */
async function expectHeroOnFirstSheet(page: Page) {
  const hero = page.getByRole('main').locator('header').first();
  await expect(hero.locator('img')).toBeVisible();
  await expect(hero).toHaveCSS('print-color-adjust', 'exact');
  const box = await hero.boundingBox();
  expect(box?.height).toBeLessThan(1123 / 2);
}

test('a printed package has every day of its itinerary, and none of the page’s controls', async ({
  page,
}) => {
  await printed(page, '/packages/andalucia-seville-granada-and-white-villages');
  const itinerary = page.getByRole('main').locator('[data-accordion]');
  const days = itinerary.locator('[data-accordion-title]');
  expect(await days.count()).toBeGreaterThanOrEqual(7);
  // Only the first day is open on screen; on paper every one is.
  for (const panel of await itinerary.locator('[role="region"]').all()) await expect(panel).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ready When You Are' })).toBeHidden();
  await expect(page.getByRole('complementary', { name: 'Make This Itinerary Yours' })).toBeHidden();
  // Every similar journey, two to a row: none left off the sheet's side, as a carousel scrolls them.
  const slides = await page.getByRole('region', { name: 'Similar journeys' }).getByRole('group').all();
  expect(slides.length).toBeGreaterThanOrEqual(3);
  for (const slide of slides) {
    await expect(slide).toBeVisible();
    const box = await slide.boundingBox();
    expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(794);
  }
  await expectNoControls(page);

  // Back on screen, the days are as the visitor left them.
  await page.emulateMedia({ media: 'screen' });
  await expect(itinerary.locator('[role="region"]').nth(1)).toBeHidden();
});

test('a printed journal article starts with its hero picture and title on the first sheet', async ({
  page,
}) => {
  await printed(page, '/journal/the-amalfi-coast-by-private-boat');
  await expectHeroOnFirstSheet(page);
  await expectNoControls(page);
});

test('a printed country page has its hero on the first sheet, and no bar of links to its parts', async ({
  page,
}) => {
  await printed(page, '/countries/bhutan');
  await expectHeroOnFirstSheet(page);
  await expect(page.getByRole('navigation', { name: /on this page/ })).toBeHidden();
  await expectNoControls(page);
});
