import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { deployBuild, startNginx } from '../support/nginx';

// The production web server, as in docker-compose: nginx serves the shell and the journal remote from
// their own origins, and the remote lives at a URL only the deployed remotes.json knows about.
const shellPort = 8090;
const journalPort = 3094;
let nginx: ChildProcess;
let workDir: string;

test.beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'lux-nginx-'));
  deployBuild('shell', path.join(workDir, 'shell'), {
    mfe_journal: `http://localhost:${journalPort}/remoteEntry.js`,
  });
  deployBuild('mfe-journal', path.join(workDir, 'mfe-journal'));
  nginx = await startNginx(workDir, [
    { listenPort: shellPort, siteRoot: path.join(workDir, 'shell'), apiUpstream: 'http://127.0.0.1:4000' },
    {
      listenPort: journalPort,
      siteRoot: path.join(workDir, 'mfe-journal'),
      apiUpstream: 'http://127.0.0.1:4000',
    },
  ]);
});

test.afterAll(() => {
  nginx?.kill('SIGTERM');
  rmSync(workDir, { recursive: true, force: true });
});

test('nginx serves the composed site with a remote moved to another origin by remotes.json alone', async ({
  page,
}) => {
  const hashedFiles: { url: string; cacheControl: string | undefined }[] = [];
  page.on('response', (response) => {
    if (/\.[0-9a-f]{10}\.(js|woff2)$/.test(response.url())) {
      hashedFiles.push({ url: response.url(), cacheControl: response.headers()['cache-control'] });
    }
  });
  const remoteEntry = page.waitForResponse(`http://localhost:${journalPort}/remoteEntry.js`);
  await page.goto(`http://localhost:${shellPort}/journal`);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

  const entry = await remoteEntry;
  expect(entry.headers()['cache-control']).toBe('no-cache');
  expect(entry.headers()['access-control-allow-origin']).toBe('*');
  // Chunks came from both origins, all cacheable for a year.
  expect(hashedFiles.some(({ url }) => url.includes(`:${journalPort}/`))).toBe(true);
  expect(hashedFiles.some(({ url }) => url.includes(`:${shellPort}/`))).toBe(true);
  for (const { cacheControl } of hashedFiles) expect(cacheControl).toContain('immutable');

  // History routes fall back to the app; the API and media are proxied.
  await page.goto(`http://localhost:${shellPort}/about`);
  await expect(page.getByRole('main')).toContainText('Curiosity');
  const api = await fetch(`http://127.0.0.1:${shellPort}/api/v1/journal/`);
  expect(api.status).toBe(200);
  expect(((await api.json()) as unknown[]).length).toBeGreaterThanOrEqual(8);
});
