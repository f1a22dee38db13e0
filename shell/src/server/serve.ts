// The shell's production server, built into dist/server/serve.js beside the server render
// (webpack.common.js, serverProgramBuild) and run as `node shell/dist/server/serve.js`. On top of what
// every front end's server does (scripts/lib/front-end-server.mjs: files, security headers, CORS, /api
// and /media, refusals), it renders every page on the server with the remotes of the site's manifest.
//
// The manifest (/remotes.json) is the file REMOTES_MANIFEST names, looked at on every request (rewrite it
// to repoint the site, no restart); without it, the remotes built in this checkout on their own ports.
//
// Pages are rendered in a pool of worker threads (renderPool.ts) and kept in memory once complete
// (pageCache.ts), served with an ETag and a Cache-Control that lets a shared cache hold them briefly. Kept
// pages are dropped when the content changes (the API's /api/v1/content-version/, contentVersion.ts) or
// the manifest does (a repointed or redeployed remote). The enquiry page's form posted without the app is
// passed to the API here (enquiryFormPost.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createFrontEndServer, isPageRequest, sendAppPage } from '../../../scripts/lib/front-end-server.mjs';
import { localManifest } from '../../../scripts/lib/page-registry.cjs';
import { portOf, remotes } from '../../../scripts/lib/ports.cjs';
import type { RemoteManifest } from '../federation/manifest';
import { canonicalUrl } from './canonicalUrl';
import { watchContentVersion } from './contentVersion';
import { registerEnquiryFormPost } from './enquiryFormPost';
import { DEFAULT_MAX_BYTES, chooseEncoding, createPageCache, matchesEtag, pageKey } from './pageCache';
import type { CachedPage } from './pageCache';
import { RenderTimedOut, createRenderPool } from './renderPool';
import { RenderQueueFull, createRenderQueue } from './renderQueue';

// This file's folder: the build's server folder (node's own __dirname, webpack.common.js leaves it be).
const distDir = path.resolve(__dirname, '..');
const serverBuildFile = path.join(__dirname, 'renderPage.js');
if (!existsSync(path.join(distDir, 'index.html')) || !existsSync(serverBuildFile)) {
  console.error('The shell is not built: run npm run build --workspace shell');
  process.exit(1);
}

const { env } = process;
const port = Number(env.PORT) || portOf('shell');
const host = env.HOST || '127.0.0.1';
const apiOrigin = env.API_ORIGIN || `http://127.0.0.1:${portOf('api')}`;
const manifestFile = env.REMOTES_MANIFEST;
// The checkout this server was started from (<checkout>/shell/dist/server/serve.js), whose remotes' builds
// make the manifest when no REMOTES_MANIFEST is given.
const checkout = path.resolve(path.dirname(process.argv[1] ?? __filename), '..', '..', '..');

// Canonical and link-preview URLs name the site as visitors reach it, never as a request claims.
const siteOrigin = env.SITE_ORIGIN || `http://localhost:${port}`;

// The site's sitemap and robots.txt are written by the API from the content: the shell passes them on.
const crawlerFiles: Record<string, string> = {
  '/sitemap.xml': '/api/v1/sitemap.xml',
  '/robots.txt': '/api/v1/robots.txt',
};

const site = await createFrontEndServer({
  dist: distDir,
  apiOrigin,
  rewriteUrl: (request) => crawlerFiles[request.url ?? ''] ?? request.url ?? '/',
  sendPage,
});
const { server } = site;

// The files the manifest is made from: REMOTES_MANIFEST, or each local remote's registry and server
// container (whose build time is its version). Their stat is looked at on every request; the manifest is
// read again only when one of them changed (remotes-manifest.mjs renames a new file into place).
const manifestSources = manifestFile
  ? [manifestFile]
  : remotes.flatMap((remote) =>
      ['pages.json', 'server/remoteEntry.js'].map((file) => path.join(checkout, remote, 'dist', file)),
    );
// Synchronous: a stat of a local file is a few microseconds, less than a trip through libuv's threads,
// which the page compressions share.
const stampOf = (file: string) => {
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats ? `${stats.ino}:${stats.size}:${stats.mtimeMs}` : 'missing';
};
let siteManifest: { stamp?: string; text?: string; manifest?: RemoteManifest } = {};

async function readSiteManifest(): Promise<RemoteManifest> {
  const stamp = manifestSources.map(stampOf).join(' ');
  if (stamp === siteManifest.stamp && siteManifest.manifest) return siteManifest.manifest;
  const manifest: RemoteManifest = manifestFile
    ? JSON.parse(await readFile(manifestFile, 'utf8'))
    : localManifest('dist/pages.json', env, checkout);
  const text = JSON.stringify(manifest);
  // Pages rendered with other remotes (another address, a new build) are not served again.
  if (siteManifest.text !== undefined && text !== siteManifest.text) pageCache.drop();
  siteManifest = { stamp, text, manifest };
  site.allowRemotesOf(manifest);
  return manifest;
}

// The server render (webpack.common.js, serverBuild), in worker threads (RENDER_THREADS, one per core by
// default; RENDER_TIMEOUT_MS, the budget of one render).
const renderPool = createRenderPool({
  workerFile: path.join(__dirname, 'renderWorker.js'),
  serverBuildFile,
  apiOrigin,
  distDir,
  ...(Number(env.RENDER_THREADS) > 0 && { threads: Number(env.RENDER_THREADS) }),
  ...(Number(env.RENDER_TIMEOUT_MS) > 0 && { timeoutMs: Number(env.RENDER_TIMEOUT_MS) }),
});

// The site answers once its pages can be rendered, as when the render ran in this thread.
await renderPool.warm();

// Renders at once and waiting (RENDER_CONCURRENCY, RENDER_QUEUE_LIMIT): past them a page is 503 at once.
const renderQueue = createRenderQueue({
  concurrency: Number(env.RENDER_CONCURRENCY) || renderPool.concurrency,
  maxWaiting: Number(env.RENDER_QUEUE_LIMIT ?? 32),
});

// Complete pages kept in memory (PAGE_CACHE_MB), each rendered with the manifest of the moment.
// PAGE_CACHE=off renders every request, as `npm run bench pages` measures renders.
const pageCache = createPageCache({
  enabled: env.PAGE_CACHE !== 'off',
  maxBytes: Number(env.PAGE_CACHE_MB) > 0 ? Number(env.PAGE_CACHE_MB) * 2 ** 20 : DEFAULT_MAX_BYTES,
  render: async (url) => {
    const manifest = await readSiteManifest();
    return renderQueue.run(() => renderPool.render({ url, origin: siteOrigin, manifest }));
  },
});
await readSiteManifest().catch(() => undefined);

// With several API instances, the one this server hears from may learn of a change a moment before the
// one a render reads from: what was kept in that moment is dropped once more. Not waited for: an API slow
// to answer must not hold the site's start. Pages kept before the first token are dropped when it comes.
const CONTENT_SETTLE_MS = 1000;
const contentWatch = watchContentVersion({
  apiOrigin,
  onChange: () => {
    pageCache.drop();
    setTimeout(() => pageCache.drop(), CONTENT_SETTLE_MS).unref();
  },
});

server.get('/remotes.json', async (_request, reply) => {
  // Browsers are told where remotes' code is for them, not where this server reaches it.
  const manifest = Object.fromEntries(
    Object.entries(await readSiteManifest()).map(([name, { entry, pages }]) => [name, { entry, pages }]),
  );
  return reply.header('Cache-Control', 'no-cache').send(manifest);
});

// A complete page: browsers ask again each time (an ETag makes that a 304), a shared cache (nginx in
// deploy/, a CDN) may serve it for PAGE_S_MAXAGE seconds, then a stale copy while it asks again.
const PAGE_S_MAXAGE = Number(env.PAGE_S_MAXAGE ?? 5);
const PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_S_MAXAGE}, stale-while-revalidate=30`;

/** Sends a rendered page in the best encoding the browser accepts; a complete one with its ETag. */
function sendHtml(request: FastifyRequest, reply: FastifyReply, page: CachedPage, kept: boolean) {
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

/** A page, rendered on the server; rendered in the browser when the server cannot. */
async function sendPage(request: FastifyRequest, reply: FastifyReply) {
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
    if (site.isStopping()) return sendAppPage(reply, 200);
    if (error instanceof RenderTimedOut) console.error(error.message);
    else console.error(`Could not render ${request.url}:`, error);
    return sendAppPage(reply, 200);
  }
}

// The home page is not a file (the shell's static files have no index).
server.get('/', sendPage);

await registerEnquiryFormPost(server, {
  apiOrigin,
  proxySecret: env.PROXY_SECRET,
  readManifest: readSiteManifest,
});

// Another spelling of a page's address (capitals, a trailing slash, as a printed link may carry) is sent
// to its one address, on this site whatever the path holds, its query as it came.
const siteOwnOrigin = new URL(siteOrigin).origin;
const PAGE_REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

// A kept page is answered before the file server looks for a file of its name (a few stats each time):
// it was rendered as a page, so no file has its address.
server.addHook('onRequest', async (request, reply) => {
  if (!isPageRequest(request) || /^\/(?:api|media)\//i.test(request.url)) return undefined;
  // An address made readable first (readableUrl) names no page under any spelling: it is not found as sent.
  const canonical = request.url === request.originalUrl ? canonicalUrl(request.url) : undefined;
  if (canonical !== undefined) {
    return reply
      .code(301)
      .header('Cache-Control', PAGE_REDIRECT_CACHE_CONTROL)
      .header('Location', `${siteOwnOrigin}${canonical}`)
      .send();
  }
  const kept = pageCache.peek(pageKey(request.url, await readSiteManifest()));
  return kept ? sendHtml(request, reply, kept, true) : undefined;
});

await site.listenUntilStopped({
  port,
  host,
  name: 'shell',
  onStop: () => contentWatch.stop(),
  // The render threads end after the server: ended first, they would fail the renders of the requests
  // being finished.
  afterClose: () => renderPool.close(),
});
