import { defineConfig } from '@playwright/test';
import suite from './playwright.config';

// `npm run drills` (scripts/drills.mjs): the failure drills too slow for every CI run, on the same
// servers as the browser tests, the API on the throwaway PostgreSQL the script starts.
export default defineConfig({
  ...suite,
  testDir: './drills',
  timeout: 240_000,
  projects: suite.projects?.filter((project) => project.name === 'desktop'),
});
