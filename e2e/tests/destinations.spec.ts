import type { Page } from '@playwright/test';
import { expect, shareOnePageAcrossTests, test } from '../support/fixtures';

shareOnePageAcrossTests();

const heading1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const planYourTrip = (page: Page) => page.getByRole('dialog', { name: 'Plan Your Trip' });

test('a visitor goes from home to a continent, a country and a package, then starts planning @phone', async ({
  page,
}) => {
  await page.goto('/');
  await expect(heading1(page)).toContainText('Journey Within');

  await page.goto('/destinations/continents/asia');
  await expect(heading1(page)).toHaveText('Luxury Asia Tours');
  await expect(page.getByRole('navigation', { name: /on this page/ })).toBeVisible();

  await page.getByRole('main').getByRole('button', { name: 'Start Planning' }).first().click();
  await expect(planYourTrip(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(planYourTrip(page)).toBeHidden();

  await page.getByRole('list', { name: 'Where to Go in Asia' }).getByRole('link', { name: /India/ }).click();
  await expect(page).toHaveURL(/\/countries\/india$/);
  await expect(heading1(page)).toHaveText('India');
  await expect(page.getByRole('heading', { name: 'Why Should You Travel to India With Us?' })).toBeVisible();

  const trips = page.getByRole('list', { name: 'Example Trips to India' });
  await expect(trips.getByRole('link', { name: 'Create Your Own Itinerary' })).toHaveAttribute(
    'href',
    '/contact',
  );
  const firstTrip = trips.getByRole('article').first().getByRole('heading').getByRole('link');
  const tripName = ((await firstTrip.textContent()) ?? '').trim();
  await firstTrip.click();

  await expect(page).toHaveURL(/\/packages\/[a-z0-9-]+$/);
  await expect(heading1(page)).toHaveText(tripName);
  await expect(page.getByText('When', { exact: true })).toBeVisible();
  await expect(page.getByText('How Long', { exact: true })).toBeVisible();
  const gallery = page.getByRole('region', { name: `Photographs of ${tripName}` });
  await expect(gallery.getByText(/^\d+ \/ \d+$/)).toBeVisible();
  const itinerary = page.getByRole('region', { name: 'A Day-by-Day Look at Your Itinerary' });
  const days = itinerary.getByRole('button');
  await expect(days.first()).toHaveAttribute('aria-expanded', 'true');
  await expect(days.nth(1)).toHaveAttribute('aria-expanded', 'false');
  await days.nth(1).click();
  await expect(days.nth(1)).toHaveAttribute('aria-expanded', 'true');

  await page
    .getByRole('complementary', { name: 'Make This Itinerary Yours' })
    .getByRole('link', { name: 'Start Planning' })
    .click();
  await expect(page).toHaveURL(/\/enquire$/);
  await expect(page.getByRole('textbox', { name: 'Full name' })).toBeVisible();
});

test('continent trip cards lead to their package by id', async ({ page }) => {
  await page.goto('/destinations/continents/asia');
  const carousel = page.getByRole('region', { name: 'Top trips in Asia' });
  const card = carousel.getByRole('article').first().getByRole('heading').getByRole('link');
  await expect(card).toHaveAttribute('href', /^\/packages\/\d+$/);
  const tripName = ((await card.textContent()) ?? '').trim();

  await card.click();
  await expect(heading1(page)).toHaveText(tripName);
});

test('the countries of a continent show as a grid or a list', async ({ page }) => {
  await page.goto('/destinations/continents/europe');
  const countries = page.getByRole('list', { name: /Where to Go in Europe/ });
  await expect(countries.locator('img').first()).toBeVisible();

  await page.getByRole('button', { name: 'List' }).click();
  await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  await expect(countries.locator('img')).toHaveCount(0);
  expect(await countries.getByRole('link').count()).toBeGreaterThan(2);
});

test('a country with an island page links there, and its hotels open the enquiry @phone', async ({
  page,
}) => {
  await page.goto('/destinations/continents/indian-ocean');
  const maldives = page.getByRole('list', { name: /Where to Go in/ }).getByRole('link', { name: /Maldives/ });
  await expect(maldives).toHaveAttribute('href', '/special/countries/maldives');
  await maldives.click();

  await expect(heading1(page)).toHaveText('Discover the islands of Maldives');
  const hotels = page.getByRole('list', { name: 'Discover Hotels in Maldives' });
  expect(await hotels.getByRole('article').count()).toBeGreaterThan(0);
  await hotels
    .getByRole('button', { name: /^Enquire about / })
    .first()
    .click();
  await expect(planYourTrip(page)).toBeVisible();
});

test('the footer’s India link opens the country by its id', async ({ page }) => {
  await page.goto('/');
  const india = page.getByRole('contentinfo').getByRole('link', { name: 'India', exact: true });
  await expect(india).toHaveAttribute('href', '/countries/5');
  await india.click();

  await expect(page).toHaveURL(/\/countries\/5$/);
  await expect(heading1(page)).toHaveText('India');
});

test('the header is clear over destination heroes and solid on a package page', async ({ page }) => {
  const header = page.locator('header[data-solid]');
  await page.goto('/countries/india');
  await expect(heading1(page)).toHaveText('India');
  await expect(header).toHaveAttribute('data-solid', 'false');
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute('data-solid', 'true');

  await page.goto('/packages/1');
  await expect(heading1(page)).toBeVisible();
  await expect(header).toHaveAttribute('data-solid', 'true');
});

test('a month page shows where to travel in groups of three, one wide and two beside it @phone', async ({
  page,
  request,
}) => {
  await page.goto('/inspiration/travel-by-month/january');
  await expect(heading1(page)).toHaveText('January');
  await expect(page.getByRole('heading', { level: 2, name: 'WHERE TO TRAVEL IN JANUARY' })).toBeVisible();

  const groups = page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.locator('li[data-size="wide"]') });
  const groupCount = await groups.count();
  expect(groupCount).toBeGreaterThan(0);
  for (let index = 0; index < groupCount; index += 1) {
    const cards = groups.nth(index).getByRole('listitem');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(3);
    if (count < 3) expect(index, 'only the last group is short').toBe(groupCount - 1);
    const wide = await cards.nth(0).boundingBox();
    if (count === 3 && wide) {
      const [left, right] = [await cards.nth(1).boundingBox(), await cards.nth(2).boundingBox()];
      // The two sit side by side under the wide one, each about half as wide.
      expect(left?.y).toBeCloseTo(right?.y ?? 0, 0);
      expect(left?.y ?? 0).toBeGreaterThan(wide.y + wide.height - 1);
      expect((left?.width ?? 0) * 2).toBeLessThan(wide.width + 40);
    }
  }
  const country = groups.first().getByRole('link').first();
  await expect(country).toHaveAttribute('href', /^\/countries\/\d+$/);
  await country.click();
  await expect(page).toHaveURL(/\/countries\/\d+$/);
  await expect(heading1(page)).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('region', { name: 'Trips for January' })).toBeVisible();
  // The gold panel says what the month's data says.
  const { cta } = (await (await request.get('/api/v1/travel-by-month/january/')).json()) as {
    cta: { heading: string; text: string; buttonText: string; buttonHref: string };
  };
  const panel = page.getByRole('region', { name: cta.heading });
  await expect(panel.getByText(cta.text)).toBeVisible();
  await expect(panel.getByRole('link', { name: cta.buttonText })).toHaveAttribute('href', cta.buttonHref);
});

test('search results list the packages matching a two-letter query', async ({ page }) => {
  await page.goto('/search?q=sa');
  await expect(heading1(page)).toContainText('sa');
  const results = page.getByRole('list', { name: 'Journeys matching "sa"' });
  await expect(results.getByRole('article').first()).toBeVisible();
  const names = await results.getByRole('heading').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  const folded = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  for (const name of names) expect(folded(name)).toContain('sa');

  const first = results.getByRole('article').first().getByRole('heading').getByRole('link');
  await expect(first).toHaveAttribute('href', /^\/packages\/[a-z0-9-]+$/);
  await first.click();
  await expect(heading1(page)).toHaveText(names[0]?.trim() ?? '');
});

test('a search that finds nothing says so under the search box and offers ways on @phone', async ({
  page,
}) => {
  await page.goto('/search?q=atlantis');
  const message = page.getByText('No results found for "atlantis"');
  await expect(message).toBeVisible();
  // In the first screenful, under the search box, not at the foot of an empty page.
  const box = await message.boundingBox();
  expect(box?.y ?? Infinity).toBeLessThan(page.viewportSize()?.height ?? 0);

  const months = page.getByRole('region', { name: 'Travel by Month' });
  await expect(months.getByRole('link')).toHaveCount(12);
  await expect(months.getByRole('link', { name: 'January' })).toHaveAttribute(
    'href',
    '/inspiration/travel-by-month/january',
  );

  await page.getByRole('button', { name: 'Ask an Expert' }).click();
  await expect(planYourTrip(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(planYourTrip(page)).toBeHidden();

  const destinations = page.getByRole('region', { name: 'Where We Travel' });
  await expect(destinations.getByRole('link', { name: 'Maldives' })).toHaveAttribute(
    'href',
    '/special/countries/maldives',
  );
  await destinations.getByRole('link', { name: 'India' }).click();
  await expect(page).toHaveURL(/\/countries\/india$/);
  await expect(heading1(page)).toHaveText('India');
});

test('pages say when what was asked for does not exist', async ({ page, allowConsoleErrors }) => {
  // The browser logs the API's 404 answers; the pages turn them into their not-found texts.
  allowConsoleErrors(/status of 404/);
  for (const [path, message] of [
    ['/destinations/continents/atlantis', 'Continent not found.'],
    ['/countries/atlantis', 'Country not found.'],
    ['/packages/no-such-trip', 'Package not found.'],
    ['/inspiration/travel-by-month/smarch', 'Month not found.'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.goto('/search?q=zzqx');
  await expect(page.getByText('No results found for "zzqx"')).toBeVisible();
});

test('destination pages fit a phone screen without sideways scrolling @phone', async ({ page }) => {
  for (const path of [
    '/destinations/continents/asia',
    '/countries/india',
    '/special/countries/maldives',
    '/packages/1',
    '/inspiration/travel-by-month/january',
    '/search?q=sa',
    '/search?q=atlantis',
  ]) {
    await page.goto(path);
    await expect(heading1(page)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});

test('a package’s facts wrap on a phone rather than run off the screen @phone', async ({ page }) => {
  // The seed's longest season: on one line it pushed How Long past the screen's edge.
  await page.goto('/packages/andalucia-seville-granada-and-white-villages');
  const facts = page.locator('dl').first();
  await expect(facts.getByText('March to June and September to November')).toBeVisible();
  const screenWidth = page.viewportSize()?.width ?? 0;
  for (const value of await facts.locator('dd').all()) {
    const box = await value.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(screenWidth);
  }
});
