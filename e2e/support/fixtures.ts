import { test as base, expect } from '@playwright/test';

/**
 * Every page a test opens must log no console errors and throw no uncaught exceptions. A test that
 * breaks something on purpose (a stopped server) declares the errors it expects.
 */
export const test = base.extend<{ allowConsoleErrors: (pattern: RegExp) => void }>({
  // A server-rendered page paints before its code runs (shell/src/afterServerHtmlShown.ts): a test
  // acts on it once it has hydrated (the shell marks <html>), unless it asks for the page as soon as
  // it arrives (`waitUntil: 'commit'`) to act on it as first painted (first-interaction.spec.ts).
  page: [
    async ({ page, javaScriptEnabled }, use) => {
      const untilHydrated = async <T>(response: T, options?: { waitUntil?: string }) => {
        if (
          javaScriptEnabled &&
          options?.waitUntil !== 'commit' &&
          (await page.locator('#lux-server-state').count()) > 0
        ) {
          await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        }
        return response;
      };
      const [goto, reload] = [page.goto.bind(page), page.reload.bind(page)];
      page.goto = async (url, options) => untilHydrated(await goto(url, options), options);
      page.reload = async (options) => untilHydrated(await reload(options), options);
      await use(page);
    },
    { scope: 'test' },
  ],
  allowConsoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // A page that is not found answers 404, which Chromium logs as a failed load: the status is the
      // point (server-rendering.spec.ts checks it), not an error of the page.
      page.on('response', (response) => {
        if (response.request().isNavigationRequest() && response.status() === 404)
          allowed.push(/^Failed to load resource: the server responded with a status of 404/);
      });
      await use((pattern) => allowed.push(pattern));
      const unexpected = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)));
      expect(unexpected, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
