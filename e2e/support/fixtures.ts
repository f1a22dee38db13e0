import { test as base, expect } from '@playwright/test';

/**
 * Every page a test opens must log no console errors and throw no uncaught exceptions. A test that
 * breaks something on purpose (a stopped server) declares the errors it expects.
 */
export const test = base.extend<{ allowConsoleErrors: (pattern: RegExp) => void }>({
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
