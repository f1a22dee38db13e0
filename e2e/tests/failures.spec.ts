import { expect, test } from '../support/fixtures';
import { startService, stopService } from '../support/services';

test('a remote that is down shows a useful fallback, and Retry loads it once it is back', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(
    /remoteEntry|ERR_CONNECTION_REFUSED|Failed to load resource|RUNTIME-008|loadEntryError|ScriptExternalLoadError/i,
  );
  await stopService('mfe-journal');
  try {
    await page.goto('/journal');
    const fallback = page.getByRole('alert');
    await expect(fallback).toContainText('Could not load articles.');
    await expect(fallback.getByRole('link', { name: /\+91/ })).toHaveAttribute('href', /^tel:/);
    await expect(fallback.getByRole('link', { name: /enquiry/i })).toHaveAttribute('href', '/enquire');
    // The frame still works around the failed page.
    await expect(page.getByRole('banner').first().getByRole('link', { name: 'Enquire Now' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();

    await startService('mfe-journal');
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  } finally {
    await startService('mfe-journal').catch(() => undefined);
  }
});

test('the API being down shows the page error text', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/Failed to load resource|status of 50\d/i);
  await stopService('api');
  try {
    await page.goto('/journal');
    await expect(page.getByText('Could not load articles.')).toBeVisible();
    await page.goto('/journal/kyoto');
    await expect(page.getByText('Could not load article.')).toBeVisible();
  } finally {
    await startService('api');
  }
});
