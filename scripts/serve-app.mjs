#!/usr/bin/env node
// Serves one built front end (the shell or a remote) the way production does: hashed files cached for a
// year, entry files and manifests always revalidated, precompressed files, the security headers on every
// answer (scripts/lib/security-headers.cjs), CORS for the site's origins only, and /api and /media passed
// to the API. The shell renders every page on the server (its dist/server/renderPage.js); a remote's own
// page is the app, for QA. Usage: node scripts/serve-app.mjs <app>
//
// The shell's /remotes.json is the file REMOTES_MANIFEST names, looked at on every request (rewrite it to
// repoint the site, no restart); without it, the remotes built on this machine on their own ports.
//
// The shell's pages are rendered in a pool of worker threads (scripts/lib/render-pool.mjs) and kept in
// memory once complete (scripts/lib/page-cache.cjs), served with an ETag and a Cache-Control that lets a
// shared cache hold them briefly. Kept pages are dropped when the content changes (the API's
// /api/v1/content-version/, scripts/lib/content-version.mjs) or the manifest does (a repointed or
// redeployed remote).
//
// What browsers never get from the public port: source maps (kept beside the build for error reports;
// SERVE_SOURCE_MAPS=true serves them, for a staging site), the build's stats, and server containers. A
// remote hands its server container to the shell's server on an internal port of its own
// (INTERNAL_PORT, default 500 above its public PORT), which is never published.
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { registerApiProxy } from './lib/api-proxy.mjs';
import { watchContentVersion } from './lib/content-version.mjs';
import { RenderTimedOut, createRenderPool } from './lib/render-pool.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { INTERNAL_PORT_DISTANCE, frontEnds, portOf, remotes } = require('./lib/ports.cjs');
const { RenderQueueFull, createRenderQueue } = require('./lib/render-queue.cjs');
const { requestTimeoutMs, timeoutOptions } = require('./lib/http-timeouts.cjs');
const { localManifest } = require('./lib/page-registry.cjs');
const {
  DEFAULT_MAX_BYTES,
  chooseEncoding,
  createPageCache,
  matchesEtag,
  pageKey,
} = require('./lib/page-cache.cjs');
const {
  FILE_RESOURCE_POLICY,
  remoteOriginsOf,
  securityHeaders,
  siteOrigins,
} = require('./lib/security-headers.cjs');

const app = process.argv[2];
if (!frontEnds.includes(app)) {
  console.error(`usage: serve-app.mjs <${frontEnds.join('|')}>`);
  process.exit(2);
}
const dist = path.join(root, app, 'dist');
const serverBuildFile = path.join(dist, 'server', app === 'shell' ? 'renderPage.js' : 'remoteEntry.js');
if (!existsSync(path.join(dist, 'index.html')) || !existsSync(serverBuildFile)) {
  console.error(`${app} is not built: run npm run build --workspace ${app}`);
  process.exit(1);
}

const port = Number(process.env.PORT) || portOf(app);
const host = process.env.HOST || '127.0.0.1';
const internalPort =
  app === 'shell' ? undefined : Number(process.env.INTERNAL_PORT) || port + INTERNAL_PORT_DISTANCE;
const serveSourceMaps = process.env.SERVE_SOURCE_MAPS === 'true';
const apiOrigin = process.env.API_ORIGIN || `http://127.0.0.1:${portOf('api')}`;
const manifestFile = process.env.REMOTES_MANIFEST;

// Canonical and link-preview URLs name the site as visitors reach it, never as a request claims.
const siteOrigin = process.env.SITE_ORIGIN || `http://localhost:${port}`;

// Files whose names do not change between builds must never be served stale.
const hashed = /\.[0-9a-f]{10}\.\w+(\.br|\.gz)?$/;

// The site's pages and the remotes' standalone pages, which may load this server's files cross-origin.
const corsOrigins = new Set(siteOrigins());

// The site's sitemap and robots.txt are written by the API from the content: the shell passes them on.
const crawlerFiles = { '/sitemap.xml': '/api/v1/sitemap.xml', '/robots.txt': '/api/v1/robots.txt' };

// TRUST_PROXY: the proxies (comma-separated addresses or networks) whose X-Forwarded-Proto and
// X-Forwarded-For are believed, so a visit over TLS gets HSTS and the API sees the visitor.
// Longer than any page, file or API address of the site, and than a browser's search box sends: a longer
// URL is refused before anything reads it, so no answer can grow with it.
const MAX_URL_LENGTH = 2048;

const server = Fastify({
  logger: false,
  ...timeoutOptions(requestTimeoutMs()),
  trustProxy: process.env.TRUST_PROXY || false,
  rewriteUrl: (request) => (app === 'shell' && crawlerFiles[request.url]) || request.url,
  // A URL the router cannot read (a bad percent-encoding): said plainly, without echoing it back. Hooks
  // do not run for it, so it is given the policy here.
  frameworkErrors: (_error, request, reply) =>
    reply.code(400).headers(policyHeaders(request)).type('text/plain').send('Bad request'),
});

// The headers for the remotes of the manifest read last, over plain HTTP and over TLS: a page's policy
// allows the remotes it was rendered with, and a repointed remote is allowed from the next page on.
let headersFor = { http: securityHeaders(), https: securityHeaders({ https: true }) };

// The files the manifest is made from: REMOTES_MANIFEST, or each local remote's registry and server
// container (whose build time is its version). Their stat is looked at on every request; the manifest is
// read again only when one of them changed (remotes-manifest.mjs renames a new file into place).
const manifestSources = manifestFile
  ? [manifestFile]
  : remotes.flatMap((remote) =>
      ['pages.json', 'server/remoteEntry.js'].map((file) => path.join(root, remote, 'dist', file)),
    );
// Synchronous: a stat of a local file is a few microseconds, less than a trip through libuv's threads,
// which the page compressions share.
const stampOf = (file) => {
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats ? `${stats.ino}:${stats.size}:${stats.mtimeMs}` : 'missing';
};
let siteManifest = { stamp: undefined, text: undefined, manifest: undefined };

const readSiteManifest = async () => {
  const stamp = manifestSources.map(stampOf).join(' ');
  if (stamp === siteManifest.stamp && siteManifest.manifest) return siteManifest.manifest;
  const manifest = manifestFile
    ? JSON.parse(await readFile(manifestFile, 'utf8'))
    : localManifest('dist/pages.json');
  const text = JSON.stringify(manifest);
  // Pages rendered with other remotes (another address, a new build) are not served again.
  if (siteManifest.text !== undefined && text !== siteManifest.text) pageCache?.drop();
  siteManifest = { stamp, text, manifest };
  const remoteOrigins = remoteOriginsOf(manifest);
  headersFor = {
    http: securityHeaders({ remoteOrigins }),
    https: securityHeaders({ remoteOrigins, https: true }),
  };
  return manifest;
};

const policyHeaders = (request) => headersFor[request.protocol === 'https' ? 'https' : 'http'];
// The addresses of the files the site's pages load from a front end's origin (its code, fonts, lists),
// found or not, as the nginx configuration's file locations; never the API's, nor the build's details.
const loadableFile = /\.(?:js|mjs|css|json|txt|xml|ico|svg|png|jpe?g|webp|avif|woff2?)$/i;
const notLoadable = /^\/(?:api\/|media\/|server\/|mf-stats\.json$)/;
const isLoadableFile = (pathname) =>
  loadableFile.test(pathname) && !notLoadable.test(pathname) && !hiddenPath.test(pathname);

// Set once the process is told to stop: answers still going out close their connection, so a client's
// keep-alive does not hold the stopping server open.
let stopping = false;

server.addHook('onSend', async (request, reply) => {
  reply.headers(policyHeaders(request));
  if (stopping) reply.header('connection', 'close');
  if (isLoadableFile(request.url.split('?')[0]))
    reply.header('cross-origin-resource-policy', FILE_RESOURCE_POLICY);
});

// Dotfiles and dot-folders (/.git/config, /.env) are never the app nor a file, however encoded. (A `..`
// segment is not one: it names nothing, and the app says so with a 404, as for any other such address.)
const hiddenPath = /(^|\/)\.[^./]/;
// The build's own details: how it was made (stats with the build machine's paths), its sources (maps), and
// the server containers, which the shell's server reads from a remote's internal port.
const buildDetails = /^\/(?:server\/|mf-stats\.json$)/;
const sourceMap = /\.map$/;
server.addHook('onRequest', async (request, reply) => {
  if (request.url.length > MAX_URL_LENGTH) return reply.code(414).type('text/plain').send('URI too long');
  const pathname = request.url.split('?')[0];
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Not decodable: the raw path is checked alone.
  }
  const paths = [pathname, decoded];
  if (
    paths.some(
      (path) =>
        hiddenPath.test(path) || buildDetails.test(path) || (!serveSourceMaps && sourceMap.test(path)),
    )
  )
    return reply.code(404).type('text/plain').send('Not found');
});

await registerApiProxy(server, apiOrigin);

// The shell's server render (webpack.common.js, serverBuild), in worker threads (RENDER_THREADS, one per
// core by default; RENDER_TIMEOUT_MS, the budget of one render).
const renderPool =
  app === 'shell'
    ? createRenderPool({
        serverBuildFile,
        apiOrigin,
        distDir: dist,
        ...(Number(process.env.RENDER_THREADS) > 0 && { threads: Number(process.env.RENDER_THREADS) }),
        ...(Number(process.env.RENDER_TIMEOUT_MS) > 0 && {
          timeoutMs: Number(process.env.RENDER_TIMEOUT_MS),
        }),
      })
    : undefined;

// The site answers once its pages can be rendered, as when the render ran in this thread.
await renderPool?.warm();

// Renders at once and waiting (RENDER_CONCURRENCY, RENDER_QUEUE_LIMIT): past them a page is 503 at once.
const renderQueue = createRenderQueue({
  concurrency: Number(process.env.RENDER_CONCURRENCY) || renderPool?.concurrency || 4,
  maxWaiting: Number(process.env.RENDER_QUEUE_LIMIT ?? 32),
});

// Complete pages kept in memory (PAGE_CACHE_MB), each rendered with the manifest of the moment.
// PAGE_CACHE=off renders every request, as `npm run bench pages` measures renders.
const pageCache =
  renderPool &&
  createPageCache({
    enabled: process.env.PAGE_CACHE !== 'off',
    maxBytes:
      Number(process.env.PAGE_CACHE_MB) > 0 ? Number(process.env.PAGE_CACHE_MB) * 2 ** 20 : DEFAULT_MAX_BYTES,
    render: async (url) => {
      const manifest = await readSiteManifest();
      return renderQueue.run(() => renderPool.render({ url, origin: siteOrigin, manifest }));
    },
  });
if (app === 'shell') await readSiteManifest().catch(() => undefined);

// With several API instances, the one this server hears from may learn of a change a moment before the
// one a render reads from: what was kept in that moment is dropped once more.
const CONTENT_SETTLE_MS = 1000;
const contentWatch =
  pageCache &&
  watchContentVersion({
    apiOrigin,
    onChange: () => {
      pageCache.drop();
      setTimeout(() => pageCache.drop(), CONTENT_SETTLE_MS).unref();
    },
  });
// Not waited for: an API slow to answer must not hold the site's start. Pages kept before the first
// token are dropped when it comes.

if (app === 'shell') {
  server.get('/remotes.json', async (_request, reply) => {
    // Browsers are told where remotes' code is for them, not where this server reaches it.
    const manifest = Object.fromEntries(
      Object.entries(await readSiteManifest()).map(([name, { entry, pages }]) => [name, { entry, pages }]),
    );
    return reply.header('Cache-Control', 'no-cache').send(manifest);
  });
}

await server.register(fastifyStatic, {
  root: dist,
  // The shell's pages are rendered (below); a remote's index.html is its standalone app.
  index: app === 'shell' ? false : ['index.html'],
  // The build writes .br and .gz beside every text file (webpack.common.js).
  preCompressed: true,
  cacheControl: false,
  setHeaders(reply, filePath) {
    // Code and fonts the shell loads from a remote's origin; pages are never for another site to read.
    // (The file sent may be its .br or .gz copy.)
    if (!/\.html(\.br|\.gz)?$/.test(filePath)) {
      const origin = reply.request.headers.origin;
      if (corsOrigins.has(origin)) reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Vary', 'Origin');
    }
    reply.header('Cache-Control', hashed.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
  },
});

// What a missing build file looks like; any other address is a page (`/journal/a.b` included).
const assetFile = /\.(?:js|mjs|css|map|json|html|txt|xml|ico|svg|png|jpe?g|webp|avif|woff2?)$/i;

// A complete page: browsers ask again each time (an ETag makes that a 304), a shared cache (nginx in
// deploy/, a CDN) may serve it for PAGE_S_MAXAGE seconds, then a stale copy while it asks again.
const PAGE_S_MAXAGE = Number(process.env.PAGE_S_MAXAGE ?? 5);
const PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_S_MAXAGE}, stale-while-revalidate=30`;

/** Sends a rendered page in the best encoding the browser accepts; a complete one with its ETag. */
function sendHtml(request, reply, page, kept) {
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  reply
    .code(page.status)
    .header('Vary', 'Accept-Encoding')
    .header('X-Page-Cache', kept ? 'hit' : 'miss');
  reply.type('text/html; charset=utf-8');
  if (!page.complete) reply.header('Cache-Control', 'no-cache');
  else {
    reply.header('Cache-Control', PAGE_CACHE_CONTROL).header('ETag', page.etags[encoding]);
    if (matchesEtag(request.headers['if-none-match'], page)) return reply.code(304).send();
  }
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.send(page.bodies[encoding]);
}

const BUSY_RETRY_AFTER_SECONDS = 5;

/** The app's page, rendered in the browser: a remote's standalone app, or the shell's when a render fails. */
const sendAppPage = (reply, status) =>
  reply.code(status).header('Cache-Control', 'no-cache').sendFile('index.html');

/** A page: rendered by the shell; a remote's own pages are its standalone app, routed in the browser. */
async function sendPage(request, reply) {
  if (!pageCache) return sendAppPage(reply, 200);
  try {
    // Rendered by the page's path and the query it reads (a campaign's ?utm_… is not another page).
    const { page, kept } = await pageCache.page(pageKey(request.url, await readSiteManifest()));
    return sendHtml(request, reply, page, kept);
  } catch (error) {
    if (error instanceof RenderQueueFull) {
      // Crawlers come back later; a visitor's browser still renders the page from the app.
      reply.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
      return sendAppPage(reply, 503);
    }
    // The page still works, rendered in the browser; the failure is for the operator to see, unless
    // the server is stopping: the renders still running once its connections are closed (their
    // visitors gone) end with the render threads, as they should.
    if (stopping) return sendAppPage(reply, 200);
    if (error instanceof RenderTimedOut) console.error(error.message);
    else console.error(`Could not render ${request.url}:`, error);
    return sendAppPage(reply, 200);
  }
}

// The home page is not a file (the shell's static files have no index).
if (pageCache) server.get('/', sendPage);

const isPageRequest = (request) =>
  ['GET', 'HEAD'].includes(request.method) && !assetFile.test(request.url.split('?')[0]);

// A kept page is answered before the file server looks for a file of its name (a few stats each time):
// it was rendered as a page, so no file has its address.
if (pageCache) {
  server.addHook('onRequest', async (request, reply) => {
    if (!isPageRequest(request) || /^\/(?:api|media)\//.test(request.url)) return undefined;
    const kept = pageCache.peek(pageKey(request.url, await readSiteManifest()));
    return kept ? sendHtml(request, reply, kept, true) : undefined;
  });
}

server.setNotFoundHandler((request, reply) => {
  if (!isPageRequest(request)) return reply.code(404).send('Not found');
  return sendPage(request, reply);
});

// An address the file server refuses (a path segment longer than a file name may be) names no file:
// it is a page like any other unknown address, and gets the not-found page.
server.setErrorHandler((error, request, reply) => {
  if (error.code === 'FST_STATIC_FORBIDDEN_PATH' || error.code === 'ENAMETOOLONG') {
    return isPageRequest(request) ? sendPage(request, reply) : reply.code(404).send('Not found');
  }
  if (error.statusCode >= 400 && error.statusCode < 500) {
    return reply.code(error.statusCode).type('text/plain').send('Bad request');
  }
  console.error(`Could not answer ${request.method} ${request.url.slice(0, 200)}:`, error);
  return reply.code(500).type('text/plain').send('Internal server error');
});

const internal = internalPort && (await internalServer());

/**
 * A remote's internal port: its whole build as it is (the server container the shell's server loads,
 * the source maps), for the site's own servers only; never published.
 */
async function internalServer() {
  const internalApp = Fastify({ logger: false, ...timeoutOptions(requestTimeoutMs()) });
  await internalApp.register(fastifyStatic, {
    root: dist,
    index: false,
    preCompressed: true,
    cacheControl: false,
  });
  internalApp.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
    reply.header('Cache-Control', 'no-cache');
  });
  await internalApp.listen({ port: internalPort, host });
  return internalApp;
}

await server.listen({ port, host });
console.log(`${app} on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);

const SHUTDOWN_GRACE_MS = 10_000;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    stopping = true;
    contentWatch?.stop();
    // Requests in flight may finish for a while (a render waits at most RENDER_TIMEOUT_MS); then the
    // process ends whatever is left. The render threads end after the servers: ended first, they would
    // fail the renders of the requests being finished.
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
    Promise.allSettled([server.close(), internal?.close()])
      .then(() => renderPool?.close())
      .finally(() => process.exit(0));
  });
