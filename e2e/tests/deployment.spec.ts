import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { compressedChunk, expectServedPrecompressed } from '../support/encodings';
import { deployBuild, startNginx } from '../support/nginx';
import { portOf } from '../support/site';

// The production web server, as in docker-compose: nginx serves the shell and the journal remote from
// their own origins, and the remote lives at a URL only the deployed remotes.json knows about.
const shellPort = portOf('shell') + 10;
const journalPort = portOf('mfe-journal') + 90;
const apiUpstream = `http://127.0.0.1:${portOf('api')}`;
let nginx: ChildProcess;
let workDir: string;

test.beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'lux-nginx-'));
  const manifestRoot = path.join(workDir, 'manifest');
  mkdirSync(manifestRoot);
  deployBuild('shell', path.join(workDir, 'shell'));
  deployBuild('mfe-journal', path.join(workDir, 'mfe-journal'));
  nginx = await startNginx(workDir, [
    { listenPort: shellPort, siteRoot: path.join(workDir, 'shell'), apiUpstream, manifestRoot },
    { listenPort: journalPort, siteRoot: path.join(workDir, 'mfe-journal'), apiUpstream },
  ]);
  // The deploy step as the README gives it: point the manifest at the uploaded remote.
  execFileSync(process.execPath, [
    path.resolve(__dirname, '..', '..', 'scripts', 'remotes-manifest.mjs'),
    '--manifest',
    path.join(manifestRoot, 'remotes.json'),
    `mfe_journal=http://localhost:${journalPort}/`,
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

test('nginx sends the precompressed brotli or gzip copy the client accepts, else the file itself', async () => {
  const shell = path.join(workDir, 'shell');
  const journal = path.join(workDir, 'mfe-journal');
  await expectServedPrecompressed(`http://127.0.0.1:${shellPort}`, shell, compressedChunk(shell));
  await expectServedPrecompressed(`http://127.0.0.1:${journalPort}`, journal, 'remoteEntry.js');
  await expectServedPrecompressed(`http://127.0.0.1:${journalPort}`, journal, compressedChunk(journal));
});

test('nginx serves the sitemap and robots.txt the API writes, at the site root', async () => {
  for (const [file, contentType] of [
    ['sitemap.xml', 'application/xml; charset=utf-8'],
    ['robots.txt', 'text/plain; charset=utf-8'],
  ]) {
    const [served, written] = await Promise.all([
      fetch(`http://127.0.0.1:${shellPort}/${file}`),
      fetch(`${apiUpstream}/api/v1/${file}`),
    ]);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(contentType);
    expect(served.headers.get('etag')).toBe(written.headers.get('etag'));
    expect(await served.text()).toBe(await written.text());
  }
});
