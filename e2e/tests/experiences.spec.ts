import type { Locator, Page } from '@playwright/test';
import { paintPicturesOf } from '../support/artwork';
import { expect, shareOnePageAcrossTests, test } from '../support/fixtures';
import { toHaveSettled } from '../support/motion';
import { startService, stopService } from '../support/services';

shareOnePageAcrossTests();

const heading1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const footer = (page: Page) => page.getByRole('contentinfo');
const header = (page: Page) => page.getByRole('banner').first();

const remoteUnreachable =
  /remoteEntry|ERR_CONNECTION_REFUSED|Failed to load resource|RUNTIME-008|loadEntryError|ScriptExternalLoadError/i;

/** Nothing wider than the screen: a phone visitor never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'pixels wider than the screen').toBeLessThanOrEqual(0);
}

// The footer's fixed links into this remote (SPEC 2.1), and what each page shows once loaded.
const footerPages: { link: string; url: RegExp; loaded: (page: Page) => Promise<void> }[] = [
  {
    link: 'Family Adventures',
    url: /\/experiences\/6$/,
    loaded: (page) =>
      expect(page.getByRole('heading', { name: /^Our Favourite Luxury Trips for Family/ })).toBeVisible(),
  },
  {
    link: 'Honeymoons',
    url: /\/experiences\/21$/,
    loaded: (page) =>
      expect(page.getByRole('heading', { name: 'Our Favourite Luxury Trips for Honeymoons' })).toBeVisible(),
  },
  {
    link: 'Wellness in India',
    url: /\/wellness\/countries\/5$/,
    loaded: (page) => expect(heading1(page)).toHaveText('Wellness Journeys In India'),
  },
  {
    link: 'Corporate Incentives',
    url: /\/mice\/4$/,
    loaded: (page) => expect(page.getByRole('button', { name: 'Load more FAQs' })).toBeVisible(),
  },
];

test('the footer’s experience, wellness and MICE links open their pages, none wider than a phone @phone', async ({
  page,
}) => {
  await page.goto('/about');
  for (const { link, url, loaded } of footerPages) {
    await footer(page).getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(url);
    await expect(heading1(page)).toBeVisible();
    await loaded(page);
    await expect(page.getByRole('main')).not.toContainText('not found');
    await expectNoSidewaysScroll(page);
  }
});

test('Inspire Me on the home page leads to the family experience, under a clear header', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Inspire Me' }).click();
  await expect(page).toHaveURL(/\/experiences\/6$/);
  await expect(heading1(page)).toBeVisible();
  await expect(header(page)).toHaveAttribute('data-solid', 'false');

  await expect(page.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await expect(page.getByText('Excellent', { exact: true })).toBeVisible();
  const trips = page.getByRole('heading', { name: /^Our Favourite Luxury Trips for / });
  await trips.scrollIntoViewIfNeeded();
  await expect(header(page)).toHaveAttribute('data-solid', 'true');
});

test('an experience with a clip plays it muted and on a loop, and its control pauses it @phone', async ({
  page,
}) => {
  await page.goto('/experiences/honeymoons');
  // Its clip is made from its picture (support/artwork.ts).
  await paintPicturesOf(page, page.getByRole('main').locator('header'), { clips: true });
  const video = page.getByRole('main').locator('header video');
  await expect(video).toBeVisible();
  expect(await video.evaluate((element: HTMLVideoElement) => [element.muted, element.loop])).toEqual([
    true,
    true,
  ]);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);

  await page.getByRole('button', { name: 'Pause video' }).click();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  await page.getByRole('button', { name: 'Play video' }).click();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
});

test('a visitor who prefers reduced motion sees the still picture, and the clip is fetched only when they press play', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/experiences/honeymoons');
  await paintPicturesOf(page, page.getByRole('main').locator('header'), { clips: true });
  const clipRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.mp4')) clipRequests.push(request.url());
  });
  await page.reload();

  const video = page.getByRole('main').locator('header video');
  await expect(page.getByRole('button', { name: 'Play video' })).toBeVisible();
  expect(await video.evaluate((element: HTMLVideoElement) => [element.paused, element.currentTime])).toEqual([
    true,
    0,
  ]);
  expect(clipRequests).toEqual([]);

  await page.getByRole('button', { name: 'Play video' }).click();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0))
    .toBe(true);
  expect(clipRequests).not.toEqual([]);
});

/** From India's wellness page to its first retreat, as a visitor clicks through. */
async function openFirstIndianRetreat(page: Page) {
  await page.goto('/wellness/countries/india');
  const retreats = page.getByRole('list', { name: /retreats/i });
  const first = retreats.getByRole('article').first().getByRole('heading').getByRole('link');
  const name = ((await first.textContent()) ?? '').trim();
  await first.click();
  await expect(page).toHaveURL(/\/wellness\/hotels\/[a-z0-9-]+$/);
  await expect(heading1(page)).toHaveText(name);
}

const firstTab = (drawer: Locator) => drawer.getByRole('tab').first();

test('a wellness hotel’s Read More opens its therapy in a drawer, by mouse, on the first programme length each time @phone', async ({
  page,
}) => {
  await openFirstIndianRetreat(page);
  const therapy = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Read More' }) })
    .first();
  const title = ((await therapy.getByRole('heading').textContent()) ?? '').trim();
  await therapy.getByRole('button', { name: 'Read More' }).click();

  const drawer = page.getByRole('dialog', { name: title });
  await expect(drawer).toBeVisible();
  await expect(drawer).toHaveAttribute('aria-modal', 'true');
  await expect(firstTab(drawer)).toHaveAttribute('aria-selected', 'true');
  await drawer.getByRole('tab').nth(1).click();
  await expect(drawer.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(drawer.getByRole('tabpanel')).toContainText('Price');

  await drawer.getByRole('button', { name: /close/i }).click();
  await expect(drawer).toBeHidden();

  // Opened again, it starts on the first length.
  await therapy.getByRole('button', { name: 'Read More' }).click();
  await expect(firstTab(drawer)).toHaveAttribute('aria-selected', 'true');
});

// On a phone the drawer fills the screen: only wider screens show the page, shaded, beside it.
test('a click on the shaded page beside a therapy drawer closes it', async ({ page }) => {
  await openFirstIndianRetreat(page);
  await page.getByRole('main').getByRole('button', { name: 'Read More' }).first().click();
  const drawer = page.getByRole('dialog');
  // Clicked as a visitor would, once the drawer has slid in: the dialog starts listening for a click
  // outside it a moment after it opens, so a click in that same moment would belong to the opening.
  await toHaveSettled(drawer);
  const { x } = (await drawer.boundingBox()) ?? { x: 0 };
  expect(x).toBeGreaterThan(100);
  await page.mouse.click(x / 2, 400);
  await expect(drawer).toBeHidden();
});

test('a wellness hotel’s therapy drawer works from the keyboard alone', async ({ page }) => {
  await openFirstIndianRetreat(page);
  const readMore = page.getByRole('main').getByRole('button', { name: 'Read More' }).first();
  await readMore.focus();
  await page.keyboard.press('Enter');

  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect(firstTab(drawer)).toHaveAttribute('aria-selected', 'true');
  await firstTab(drawer).focus();
  await page.keyboard.press('ArrowRight');
  await expect(drawer.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(drawer.getByRole('tab').nth(1)).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(readMore).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(firstTab(drawer)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test('a MICE page shows five questions, five more with each Load more, then no button @phone', async ({
  page,
}) => {
  await page.goto('/mice/corporate-incentives');
  await expect(heading1(page)).toBeVisible();
  await expect(page.getByRole('link', { name: "Let's Plan" })).toHaveAttribute('href', '/contact');

  const faqs = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const questions = faqs.getByRole('heading', { level: 3 });
  const loadMore = page.getByRole('button', { name: 'Load more FAQs' });
  await expect(questions).toHaveCount(5);
  await loadMore.click();
  await expect(questions).toHaveCount(10);
  await loadMore.click();
  await expect(loadMore).toBeHidden();
  expect(await questions.count()).toBeGreaterThanOrEqual(12);

  await questions.first().getByRole('button').click();
  await expect(faqs.getByRole('region').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test(
  'with mfe-experiences down, its pages show the fallback and the header and footer still work',
  { tag: '@alone' },
  async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(remoteUnreachable);
    await stopService('mfe-experiences');
    try {
      await page.goto('/mice/4');
      await expect(page.getByRole('alert')).toContainText('Error: Could not load MICE data.');
      await expect(header(page)).toHaveAttribute('data-solid', 'true');

      await footer(page).getByRole('link', { name: 'Honeymoons' }).click();
      await expect(page.getByRole('alert')).toContainText('Error loading data.');

      await footer(page).getByRole('link', { name: 'India', exact: true }).click();
      await expect(heading1(page)).toHaveText('India');
      await header(page).getByRole('link', { name: 'Enquire Now' }).click();
      await expect(page.getByRole('textbox', { name: 'Full name' })).toBeVisible();
    } finally {
      await startService('mfe-experiences');
    }
  },
);
