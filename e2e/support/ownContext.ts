import type { Browser, BrowserContextOptions, Page } from '@playwright/test';

/** A visit in a browser context of its own (scripts off, another screen), closed after it. */
export async function inOwnContext<T>(
  browser: Browser,
  options: BrowserContextOptions,
  visit: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext(options);
  try {
    return await visit(await context.newPage());
  } finally {
    await context.close();
  }
}
