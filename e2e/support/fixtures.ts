import { test as base, expect } from '@playwright/test';
import type { ConsoleMessage, Request, Response } from '@playwright/test';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { serviceLog, serviceNames } from './services';

/** Lines of each log a failing test shows: enough to see what went wrong, short enough to read. */
const LOG_LINES_SHOWN = 40;

/** A pino line below warn (a request served) says nothing about a failure. */
const isQuiet = (line: string) => {
  if (!line.startsWith('{')) return false;
  try {
    return ((JSON.parse(line) as { level?: number }).level ?? 0) < 40;
  } catch {
    return false;
  }
};

/**
 * Every page a test opens must log no console errors and throw no uncaught exceptions. A test that
 * breaks something on purpose (a stopped server) declares the errors it expects.
 */
export const test = base.extend<{
  allowConsoleErrors: (pattern: RegExp) => void;
  failureDiagnostics: void;
}>({
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
      const { goto, reload } = page;
      page.goto = async (url, options) => untilHydrated(await goto.call(page, url, options), options);
      page.reload = async (options) => untilHydrated(await reload.call(page, options), options);
      await use(page);
      // A file that shares its page between tests (shareOnePageAcrossTests) wraps them afresh each test.
      Object.assign(page, { goto, reload });
    },
    { scope: 'test' },
  ],
  allowConsoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'error') errors.push(message.text());
      };
      const onPageError = (error: Error) => errors.push(error.message);
      // A page that is not found answers 404, which Chromium logs as a failed load: the status is the
      // point (server-rendering.spec.ts checks it), not an error of the page.
      const onResponse = (response: Response) => {
        if (response.request().isNavigationRequest() && response.status() === 404)
          allowed.push(/^Failed to load resource: the server responded with a status of 404/);
      };
      page.on('console', onConsole).on('pageerror', onPageError).on('response', onResponse);
      await use((pattern) => allowed.push(pattern));
      page.off('console', onConsole).off('pageerror', onPageError).off('response', onResponse);
      const unexpected = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)));
      expect(unexpected, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
  // A test that fails, in CI above all, says what the browser and the servers saw while it ran: the
  // console, failed requests and error answers, and what each service logged.
  failureDiagnostics: [
    async ({ page }, use, testInfo) => {
      const started = Date.now();
      const browser: string[] = [];
      const note = (line: string) => browser.push(`+${Date.now() - started} ms ${line}`);
      const onConsole = (message: ConsoleMessage) => note(`console.${message.type()}: ${message.text()}`);
      const onPageError = (error: Error) => note(`page error: ${error.stack ?? error.message}`);
      const onRequestFailed = (request: Request) =>
        note(`failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`);
      const onResponse = (response: Response) => {
        if (response.status() >= 400)
          note(`${response.status()}: ${response.request().method()} ${response.url()}`);
      };
      page
        .on('console', onConsole)
        .on('pageerror', onPageError)
        .on('requestfailed', onRequestFailed)
        .on('response', onResponse);
      const logSizes = new Map(
        serviceNames.map((name) => [
          name,
          existsSync(serviceLog(name)) ? statSync(serviceLog(name)).size : 0,
        ]),
      );
      await use();
      page
        .off('console', onConsole)
        .off('pageerror', onPageError)
        .off('requestfailed', onRequestFailed)
        .off('response', onResponse);
      if (testInfo.status === testInfo.expectedStatus) return;
      // Printed, not attached: the list reporter cuts an attachment to its first 300 characters.
      const sections = [`browser:\n${browser.join('\n') || '(nothing)'}`];
      for (const name of serviceNames) {
        if (!existsSync(serviceLog(name))) continue;
        const lines = readFileSync(serviceLog(name))
          .subarray(logSizes.get(name))
          .toString('utf8')
          .split('\n')
          .filter((line) => line && !isQuiet(line));
        if (lines.length > 0) sections.push(`${name} log:\n${lines.slice(-LOG_LINES_SHOWN).join('\n')}`);
      }
      console.error(`\n── what ${testInfo.title} saw ──\n${sections.join('\n\n')}\n`);
    },
    { auto: true },
  ],
});

/**
 * For a file whose tests only open pages and look at them (no storage, permission, offline state or
 * header of their own): its worker keeps one browser context and page for the whole file, which
 * Playwright resets between tests (cookies, cache, storage, routes and scripts cleared, viewport and
 * media emulation applied afresh: its `reuseContext`). A fresh context per test starts a new renderer
 * process, about half a core-second each; on the sweeps over every route that is a quarter of their
 * CPU, and the browser suite is CPU-bound.
 */
export const shareOnePageAcrossTests = () => test.use({ reuseContext: true });

export { expect };
