import { defineConfig } from '@playwright/test';
import { createRequire } from 'node:module';
import { origin } from './support/site';

// Debian's Chromium with the flags every browser run here uses (scripts/lib/chromium.cjs).
const { chromiumPath, chromiumFlags } = createRequire(__filename)('../scripts/lib/chromium.cjs') as {
  chromiumPath: string;
  chromiumFlags: string[];
};

/**
 * How many tests run at a time. `npm run test:e2e` (the whole suite, as `npm test` and CI run it) asks
 * for 2, on the one set of servers: on two cores about a third faster than one at a time. Run by hand,
 * on chosen files or tests, they go one at a time: Playwright would run every test that the others wait
 * for (below) before a chosen one.
 */
const workers = Number(process.env.E2E_WORKERS ?? 1);

/**
 * The tests that stop, restart or repoint the site's shared servers, or rebuild it (whole files, and
 * single tests tagged `@alone`): with more than one worker they run one at a time once every other test
 * has finished. Playwright matches `grep` against the project, the file, the describe and the test's
 * titles, and its tags. (None of them is a phone test.)
 */
const alone = /@alone|failures\.spec|page-cache\.spec|remote-ships-alone\.spec|npm-start\.spec/;

const desktop = { viewport: { width: 1366, height: 900 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

export default defineConfig({
  testDir: './tests',
  workers,
  fullyParallel: false,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './support/globalSetup.ts',
  globalTeardown: './support/globalTeardown.ts',
  use: {
    baseURL: origin('shell'),
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
    trace: 'off',
  },
  // With one worker the tests that run alone need no project of their own: every test is alone.
  projects: [
    { name: 'desktop', use: desktop, grepInvert: workers > 1 ? alone : undefined },
    { name: 'phone', use: phone, grep: /@phone/, grepInvert: workers > 1 ? alone : undefined },
    ...(workers > 1
      ? [{ name: 'alone', use: desktop, grep: alone, workers: 1, dependencies: ['desktop', 'phone'] }]
      : []),
  ],
});
