import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cspViolations, recordCspViolations } from '../support/csp';
import { startDnsServer } from '../support/dns';
import { expect, test } from '../support/fixtures';
import { compressedChunk, expectServedPrecompressed } from '../support/encodings';
import { deployBuild, startNginx } from '../support/nginx';
import { origin, portOf } from '../support/site';

const { securityHeaders } = createRequire(__filename)('../../scripts/lib/security-headers.cjs') as {
  securityHeaders: (inputs: { remoteOrigins: string[] }) => Record<string, string>;
};

// The production web server, as in docker-compose: nginx serves the shell and the journal remote from
// their own origins, and the remote lives at a URL only the deployed remotes.json knows about.
const shellPort = portOf('shell') + 10;
const journalPort = portOf('mfe-journal') + 90;
const journalInternalPort = portOf('mfe-journal') + 91;
const shellOrigin = `http://localhost:${shellPort}`;
const journalOrigin = `http://localhost:${journalPort}`;
const apiUpstream = `http://127.0.0.1:${portOf('api')}`;
// A front end whose API is a name in DNS, which a redeploy moves to another address.
const movingApiPort = portOf('shell') + 30;
const movingApiName = 'api.lux.test';
const apiAddresses = ['127.0.0.1', '127.0.0.2'];
let nginx: ChildProcess;
let workDir: string;
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let apiInstances: http.Server[];

/** An API instance that answers its health check with its address, so a test sees which one answered. */
async function startApiInstance(address: string, port: number) {
  const server = http.createServer((_request, response) => response.end(address));
  await new Promise<void>((resolve) => server.listen(port, address, resolve));
  return server;
}

test.beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'lux-nginx-'));
  const manifestRoot = path.join(workDir, 'manifest');
  mkdirSync(manifestRoot);
  deployBuild('shell', path.join(workDir, 'shell'));
  deployBuild('mfe-journal', path.join(workDir, 'mfe-journal'));
  const apiPort = await new Promise<number>((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      resolve((probe.address() as { port: number }).port);
      probe.close();
    });
  });
  apiInstances = await Promise.all(apiAddresses.map((address) => startApiInstance(address, apiPort)));
  dns = await startDnsServer(movingApiName, apiAddresses[0] ?? '');
  nginx = await startNginx(workDir, [
    {
      listenPort: shellPort,
      internalPort: portOf('shell') + 11,
      siteRoot: path.join(workDir, 'shell'),
      apiUpstream,
      manifestRoot,
      siteOrigins: [shellOrigin],
      remoteOrigins: [journalOrigin],
    },
    {
      listenPort: journalPort,
      internalPort: journalInternalPort,
      siteRoot: path.join(workDir, 'mfe-journal'),
      apiUpstream,
      // The nginx shell, and the Node one, for the test that compares them.
      siteOrigins: [shellOrigin, origin('shell')],
    },
    {
      listenPort: movingApiPort,
      internalPort: movingApiPort + 1,
      siteRoot: path.join(workDir, 'mfe-journal'),
      apiUpstream: `http://${movingApiName}:${apiPort}`,
      resolver: dns.address,
    },
  ]);
  // The deploy step as the README gives it: point the manifest at the uploaded remote.
  execFileSync(process.execPath, [
    path.resolve(__dirname, '..', '..', 'scripts', 'remotes-manifest.mjs'),
    '--manifest',
    path.join(manifestRoot, 'remotes.json'),
    `mfe_journal=http://localhost:${journalPort}/@http://127.0.0.1:${journalInternalPort}/`,
  ]);
});

test.afterAll(() => {
  nginx?.kill('SIGTERM');
  dns?.close();
  for (const server of apiInstances ?? []) server.close();
  rmSync(workDir, { recursive: true, force: true });
});

test('nginx serves the composed site with a remote moved to another origin by remotes.json alone', async ({
  page,
}) => {
  await recordCspViolations(page);
  const hashedFiles: { url: string; cacheControl: string | undefined }[] = [];
  page.on('response', (response) => {
    if (/\.[0-9a-f]{10}\.(js|woff2)$/.test(response.url())) {
      hashedFiles.push({ url: response.url(), cacheControl: response.headers()['cache-control'] });
    }
  });
  const remoteEntry = page.waitForResponse(`http://localhost:${journalPort}/remoteEntry.js`);
  const journalPage = await page.goto(`http://localhost:${shellPort}/journal`);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  // The page ran its code and the remote's under the policy, which names the remote's new origin.
  expect(journalPage?.headers()['content-security-policy']).toContain(`script-src 'self' ${journalOrigin}`);
  expect(await cspViolations(page)).toEqual([]);

  const entry = await remoteEntry;
  expect(entry.headers()['cache-control']).toBe('no-cache');
  expect(entry.headers()['access-control-allow-origin']).toBe(shellOrigin);
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

// CSP and the rest as browsers read them: a run of whitespace is one space, and before a `;` nothing.
const securityHeaderNames = [
  'content-security-policy',
  'reporting-endpoints',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'strict-transport-security',
  'access-control-allow-origin',
];
async function securityHeadersOf(url: string, requestOrigin: string) {
  const response = await fetch(url, { headers: { origin: requestOrigin } });
  const headers = Object.fromEntries(
    securityHeaderNames.map((name) => [
      name,
      response.headers.get(name)?.replace(/\s+/g, ' ').replace(/ ;/g, ';') ?? null,
    ]),
  );
  return {
    status: response.status,
    headers,
    varyOrigin: /\bOrigin\b/.test(response.headers.get('vary') ?? ''),
  };
}

test('nginx sends the security headers the Node server sends, on every kind of answer', async () => {
  const chunk = compressedChunk(path.join(workDir, 'mfe-journal'));
  const paths = [
    '/journal',
    '/remoteEntry.js',
    `/${chunk}`,
    '/no-such-file.js',
    '/.git/config',
    '/api/v1/health',
    '/main.js.map',
    '/server/remoteEntry.js',
    '/mf-stats.json',
  ];
  for (const requestOrigin of [origin('shell'), 'https://elsewhere.example']) {
    for (const route of paths) {
      const fromNode = await securityHeadersOf(`${origin('mfe-journal')}${route}`, requestOrigin);
      const fromNginx = await securityHeadersOf(`http://127.0.0.1:${journalPort}${route}`, requestOrigin);
      expect(fromNginx, `${route} from ${requestOrigin}`).toEqual(fromNode);
    }
  }
  // What that is: a remote's code is read by the site only, its page by no other site.
  const code = await securityHeadersOf(`http://127.0.0.1:${journalPort}/remoteEntry.js`, origin('shell'));
  expect(code.headers['access-control-allow-origin']).toBe(origin('shell'));
  const page = await securityHeadersOf(`http://127.0.0.1:${journalPort}/journal`, origin('shell'));
  expect(page.headers['access-control-allow-origin']).toBeNull();
  const hidden = await fetch(`http://127.0.0.1:${journalPort}/.git/config`);
  expect([hidden.status, await hidden.text()]).toEqual([404, 'Not found']);
  // The build's details only on the internal port: maps, stats, the server container.
  for (const file of ['/main.js.map', '/server/remoteEntry.js', '/mf-stats.json']) {
    expect((await fetch(`http://127.0.0.1:${journalPort}${file}`)).status, file).toBe(404);
    expect((await fetch(`http://127.0.0.1:${journalInternalPort}${file}`)).status, file).toBe(200);
  }

  // The shell's policy names the remotes it loads code from.
  const shell = await securityHeadersOf(`http://127.0.0.1:${shellPort}/journal`, shellOrigin);
  expect(shell.headers['content-security-policy']).toBe(
    securityHeaders({ remoteOrigins: [journalOrigin] })['content-security-policy'],
  );
});

test('nginx finds the API at its new address after a redeploy, without a restart', async () => {
  const answeredBy = async () => (await fetch(`http://127.0.0.1:${movingApiPort}/api/v1/health`)).text();
  expect(await answeredBy()).toBe(apiAddresses[0]);
  // The API moves: the old instance goes away and the name points at the new one.
  await new Promise((resolve) => apiInstances[0]?.close(resolve));
  dns.moveTo(apiAddresses[1] ?? '');
  await expect.poll(answeredBy, { timeout: 15_000 }).toBe(apiAddresses[1]);
});
