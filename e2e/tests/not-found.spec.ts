import { expect, shareOnePageAcrossTests, test } from '../support/fixtures';

shareOnePageAcrossTests();

// Any page address that names nothing, whatever its spelling, is "not found", never "error".
const addressesThatNameNothing: [string, string][] = [
  ['/destinations/continents/atlantis', 'Continent not found.'],
  ['/destinations/continents/999999', 'Continent not found.'],
  ['/countries/atlantis', 'Country not found.'],
  ['/countries/99999999999999999999999', 'Country not found.'],
  ['/countries/%E2%9C%88%20nowhere', 'Country not found.'],
  ['/special/countries/atlantis', 'Country not found.'],
  ['/special/countries/0', 'Country not found.'],
  ['/packages/no-such-journey', 'Package not found.'],
  ['/packages/-1', 'Package not found.'],
  ['/inspiration/travel-by-month/notamonth', 'Month not found.'],
  ['/inspiration/travel-by-month/13', 'Month not found.'],
  ['/inspiration/travel-by-month/ja%20nuary', 'Month not found.'],
  ['/journal/no-such-story', 'Article not found.'],
  ['/journal/..%2F..%2Fetc', 'Article not found.'],
];

for (const [address, notFound] of addressesThatNameNothing) {
  test(`${address} shows '${notFound}'`, async ({ page, allowConsoleErrors }) => {
    // The browser logs the API's 404 (or a proxy's 400 for `..%2F`); the expected answer, not a fault.
    allowConsoleErrors(/status of 40[04]/);
    await page.goto(address);
    await expect(page.getByText(notFound, { exact: true })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // No hero under the header: it stays solid and readable over the message.
    await expect(page.getByRole('banner').first()).toHaveAttribute('data-solid', 'true');
  });
}
