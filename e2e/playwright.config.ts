import { defineConfig } from '@playwright/test';
import { createRequire } from 'node:module';
import { origin } from './support/site';

// Debian's Chromium with the flags every browser run here uses (scripts/lib/chromium.cjs).
const { chromiumPath, chromiumFlags } = createRequire(__filename)('../scripts/lib/chromium.cjs') as {
  chromiumPath: string;
  chromiumFlags: string[];
};

export default defineConfig({
  testDir: './tests',
  // The failure tests stop and restart real servers, so tests run one at a time.
  workers: 1,
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
  projects: [
    { name: 'desktop', use: { viewport: { width: 1366, height: 900 } } },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      grep: /@phone/,
    },
  ],
});
