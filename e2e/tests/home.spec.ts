import type { Locator, Page } from '@playwright/test';
import { expect, shareOnePageAcrossTests, test } from '../support/fixtures';

shareOnePageAcrossTests();

const main = (page: Page) => page.getByRole('main');
const heading1 = (page: Page) => main(page).getByRole('heading', { level: 1 });
const collage = (page: Page) => main(page).getByRole('region', { name: 'Travellers, Home Again' });
const trips = (page: Page) => main(page).getByRole('region', { name: 'Featured trips' });

/** Home with its data-driven sections loaded: the collage, the journey tabs, the trips, the testimonials. */
async function openHome(page: Page) {
  await page.goto('/');
  await expect(heading1(page)).toBeVisible();
  await expect(collage(page).getByRole('figure')).toBeVisible();
  await expect(main(page).getByRole('tablist', { name: 'Start Your Journey' })).toBeVisible();
  await expect(trips(page).getByRole('link').first()).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'Traveller testimonials' })).toBeVisible();
}

const widthOf = async (element: Locator) => (await element.boundingBox())?.width ?? 0;

/** Nothing wider than the screen: a visitor never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'pixels wider than the screen').toBeLessThanOrEqual(0);
}

test('shows the hero and every section in order, none wider than the screen @phone', async ({ page }) => {
  await openHome(page);

  await expect(heading1(page)).toHaveText('Journey WithinJourney Beyond');
  await expect(main(page).getByRole('heading', { level: 2 })).toHaveText([
    'Travellers, Home Again',
    'Start Your Journey',
    'Explore Our Trips',
    'Every Journey Begins With a Conversation',
    'Experts Who Have Walked Every Path',
    'With You From First Idea to Journey’s End',
    'The Aurelia Difference',
    'Certified Specialists',
    'What Our Travellers Say',
    'Your journey begins with a conversation',
  ]);
  await expect(main(page).getByRole('tab')).toHaveText([
    'By Traveller',
    'Most Popular',
    'Wellness',
    'By Month',
  ]);
  await expect(main(page).getByRole('tab', { name: 'By Traveller' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    main(page).getByRole('region', { name: 'The Aurelia Difference' }).getByRole('listitem'),
  ).toHaveCount(5);
  await expect(
    main(page).getByRole('region', { name: 'Certified Specialists' }).getByRole('listitem'),
  ).toContainText(['New Zealand', 'Australia', 'Sri Lanka', 'South Africa']);
  await expect(main(page).getByRole('button', { name: 'Pause testimonials' })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Start Planning' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('a journey tab, then one of its tiles, opens that page @phone', async ({ page }) => {
  await openHome(page);

  await main(page).getByRole('tab', { name: 'Wellness' }).click();
  const wellness = main(page).getByRole('list', { name: 'Wellness' });
  await wellness.getByRole('link', { name: 'India' }).click();

  await expect(page).toHaveURL(/\/wellness\/countries\/india$/);
  await expect(heading1(page)).toHaveText('Wellness Journeys In India');
});

test('a month tile opens its month page', async ({ page }) => {
  await openHome(page);

  await main(page).getByRole('tab', { name: 'By Month' }).click();
  await main(page).getByRole('list', { name: 'By Month' }).getByRole('link', { name: 'March' }).click();

  await expect(page).toHaveURL(/\/inspiration\/travel-by-month\/march$/);
  await expect(heading1(page)).toBeVisible();
  await expect(main(page)).not.toContainText('not found');
});

test('a trip card opens its package page @phone', async ({ page }) => {
  await openHome(page);
  // Held still, so the card is where the visitor reaches for it.
  await trips(page).getByRole('button', { name: 'Pause carousel' }).click();
  const firstTrip = trips(page).getByRole('link').first();
  const name = await firstTrip.innerText();

  await firstTrip.click();

  await expect(page).toHaveURL(/\/packages\/[a-z0-9-]+$/);
  await expect(heading1(page)).toHaveText(name);
});

test('hovering a traveller in the collage enlarges their picture and shows their words', async ({ page }) => {
  await openHome(page);
  const quote = collage(page).getByRole('figure');
  const first = collage(page).getByRole('button', { name: 'Ananya Rao, Mumbai, India' });
  const second = collage(page).getByRole('button', { name: 'James Carter, London, United Kingdom' });
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  const widthBefore = await widthOf(second);

  await second.hover();

  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await expect(first).toHaveAttribute('aria-pressed', 'false');
  await expect(quote).toContainText('Our guide read the Mara River like a book.');
  await expect(quote).toContainText('James Carter');
  // Enlarged: drawn about a fifth larger than before it was hovered.
  await expect.poll(() => widthOf(second)).toBeGreaterThan(widthBefore * 1.15);
});

test('a keyboard user tabs through the collage’s travellers, each showing its focus and words @phone', async ({
  page,
}) => {
  await openHome(page);
  const previous = collage(page).getByRole('button', { name: 'James Carter, London, United Kingdom' });
  const traveller = collage(page).getByRole('button', { name: 'Meera Iyer, Bengaluru, India' });
  await previous.focus();

  await page.keyboard.press('Tab');

  await expect(traveller).toBeFocused();
  await expect(traveller).toHaveAttribute('aria-pressed', 'true');
  await expect(collage(page).getByRole('figure')).toContainText('From the ryokan in Hakone');
  expect(await traveller.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
});
