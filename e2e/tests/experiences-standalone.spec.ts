import { expect, test } from '../support/fixtures';
import { origin } from '../support/site';

const standalone = `${origin('mfe-experiences')}`;

test('the experiences remote runs on its own against the real API, from its page of samples', async ({
  page,
  allowConsoleErrors,
}) => {
  // The unknown experience's 404, which the page reads as not found.
  allowConsoleErrors(/status of 404/);
  await page.goto(`${standalone}/`);
  await expect(page.getByLabel('mfe-experiences standalone')).toContainText('live API');
  await page.getByRole('link', { name: 'Wellness country by id (footer): 5' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wellness Journeys In India' })).toBeVisible();

  await page.getByRole('link', { name: 'Sample pages' }).click();
  await page.getByRole('link', { name: 'MICE by id (footer): 4' }).click();
  await expect(page.getByRole('button', { name: 'Load more FAQs' })).toBeVisible();

  await page.getByRole('link', { name: 'Sample pages' }).click();
  await page.getByRole('link', { name: /^Not found: an unknown experience/ }).click();
  await expect(page.getByText('Experience not found.')).toBeVisible();
});

test('the experiences remote runs on its own against mocked responses, in each state QA needs', async ({
  page,
  allowConsoleErrors,
}) => {
  // The failures QA asks the mocked API for.
  allowConsoleErrors(/status of 500/);
  await page.goto(`${standalone}/wellness/hotels/ananda-in-the-himalayas?mock`);
  await expect(page.getByLabel('mfe-experiences standalone')).toContainText('mocked API');
  await expect(page.getByRole('heading', { level: 1, name: 'Ananda in the Himalayas' })).toBeVisible();

  await page.goto(`${standalone}/wellness/hotels/ananda-in-the-himalayas?mock=slow`);
  await expect(page.getByText('Loading Hotel Details...')).toBeVisible();

  await page.goto(`${standalone}/wellness/hotels/ananda-in-the-himalayas?mock=error`);
  await expect(page.getByRole('alert')).toContainText('Error loading hotel data.');

  await page.goto(`${standalone}/mice/4?mock=error:/mice-detail/`);
  await expect(page.getByRole('alert')).toContainText('Error: Could not load MICE data.');
});
