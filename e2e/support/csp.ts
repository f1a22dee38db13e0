// What the browser refused under the page's Content-Security-Policy, as the page reported it.
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Records every `securitypolicyviolation` event of the pages `page` opens, from their first script on. */
export async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'}`);
    });
  });
}

/** The violations the current page reported so far. */
export const cspViolations = (page: Page) => page.evaluate(() => window.cspViolations ?? []);
