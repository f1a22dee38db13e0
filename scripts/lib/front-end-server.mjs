// What every front end's server does, the shell's (shell/src/server/serve.ts) and a remote's
// (scripts/serve-app.mjs) alike: the build's files, with hashed ones cached for a year and the others
// always revalidated, precompressed copies, the security headers on every answer (security-headers.cjs),
// CORS for the site's origins only, /api and /media passed to the API, addresses that name nothing
// refused before anything reads them, and a stop that lets answers in flight finish.
//
// What browsers never get from the public port: source maps (kept beside the build for error reports;
// SERVE_SOURCE_MAPS=true serves them, for a staging site), the build's stats, and server containers.
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { registerApiProxy } from './api-proxy.mjs';
import { requestTimeoutMs, timeoutOptions } from './http-timeouts.cjs';
import { onThisSite, readableUrl, urlWithin } from './readable-url.cjs';
import { FILE_RESOURCE_POLICY, remoteOriginsOf, securityHeaders, siteOrigins } from './security-headers.cjs';

// Longer than any page, file or API address of the site, and than a browser's search box sends: a longer
// URL is refused before anything reads it, so no answer can grow with it. A page's address that is longer
// only for its query (a campaign link's tracking, as some ad networks write it) is sent on to the page.
const MAX_URL_LENGTH = 2048;

// Files whose names do not change between builds must never be served stale.
const hashed = /\.[0-9a-f]{10}\.\w+(\.br|\.gz)?$/;

// Dotfiles and dot-folders (/.git/config, /.env) are never the app nor a file, however encoded. (A `..`
// segment is not one: it names nothing, and the app says so with a 404, as for any other such address.)
const hiddenPath = /(^|\/)\.[^./]/;
// The build's own details: how it was made (stats with the build machine's paths), its sources (maps), and
// the server containers, which the shell's server reads from a remote's internal port.
const buildDetails = /^\/(?:server\/|mf-stats\.json$)/;
const sourceMap = /\.map$/;

// The addresses of the files the site's pages load from a front end's origin (its code, fonts, lists),
// found or not, as the nginx configuration's file locations; never the API's, nor the build's details.
const loadableFile = /\.(?:js|mjs|css|json|txt|xml|ico|svg|png|jpe?g|webp|avif|woff2?)$/i;
const notLoadable = /^\/(?:api\/|media\/|server\/|mf-stats\.json$)/;
const isLoadableFile = (pathname) =>
  loadableFile.test(pathname) && !notLoadable.test(pathname) && !hiddenPath.test(pathname);

// What a missing build file looks like; any other address is a page (`/journal/a.b` included).
const assetFile = /\.(?:js|mjs|css|map|json|html|txt|xml|ico|svg|png|jpe?g|webp|avif|woff2?)$/i;

/** A GET or HEAD of an address that is not a file's: a page of the app. */
export const isPageRequest = (request) =>
  ['GET', 'HEAD'].includes(request.method) && !assetFile.test(request.url.split('?')[0]);

/** The app's page, rendered in the browser: a remote's standalone app, or the shell's when a render fails. */
export const sendAppPage = (reply, status) =>
  reply.code(status).header('Cache-Control', 'no-cache').sendFile('index.html');

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * A front end's public server for the build in `dist`. `sendPage(request, reply)` answers a page's
 * address (default: the app's page); `index` is what the build's root serves (false: a page);
 * `rewriteUrl` maps a request's URL first. Returns the Fastify server to add routes to, and:
 * - `allowRemotesOf(manifest)`: the policy of the next answers allows code from the manifest's remotes;
 * - `isStopping()`: true once the process was told to stop;
 * - `listenUntilStopped({ port, host, name, onStop, alsoClose, afterClose })`: listens, and on SIGINT or
 *   SIGTERM stops `onStop`, closes the server and `alsoClose` (servers), then `afterClose`, and exits.
 */
export async function createFrontEndServer({
  dist,
  apiOrigin,
  index = false,
  rewriteUrl = (request) => request.url,
  sendPage = (_request, reply) => sendAppPage(reply, 200),
  env = process.env,
}) {
  const serveSourceMaps = env.SERVE_SOURCE_MAPS === 'true';
  // The site's pages and the remotes' standalone pages, which may load this server's files cross-origin.
  const corsOrigins = new Set(siteOrigins(env));

  // The headers over plain HTTP and over TLS: a page's policy allows the remotes it was rendered with,
  // and a repointed remote is allowed from the next page on.
  let headersFor = { http: securityHeaders(), https: securityHeaders({ https: true }) };
  const policyHeaders = (request) => headersFor[request.protocol === 'https' ? 'https' : 'http'];

  // Set once the process is told to stop: answers still going out close their connection, so a client's
  // keep-alive does not hold the stopping server open.
  let stopping = false;

  const server = Fastify({
    logger: false,
    ...timeoutOptions(requestTimeoutMs(env)),
    // TRUST_PROXY: the proxies (comma-separated addresses or networks) whose X-Forwarded-Proto and
    // X-Forwarded-For are believed, so a visit over TLS gets HSTS and the API sees the visitor.
    trustProxy: env.TRUST_PROXY || false,
    rewriteUrl: (request) => readableUrl(rewriteUrl(request)),
    // A URL the router still cannot read (none is known since readableUrl): said plainly, without echoing
    // it back. Hooks do not run for it, so it is given the policy here.
    frameworkErrors: (_error, request, reply) =>
      reply.code(400).headers(policyHeaders(request)).type('text/plain').send('Bad request'),
  });

  server.addHook('onSend', async (request, reply) => {
    reply.headers(policyHeaders(request));
    if (stopping) reply.header('connection', 'close');
    if (isLoadableFile(request.url.split('?')[0]))
      reply.header('cross-origin-resource-policy', FILE_RESOURCE_POLICY);
  });

  server.addHook('onRequest', async (request, reply) => {
    if (request.url.length > MAX_URL_LENGTH) {
      const shorter =
        isPageRequest(request) && !notLoadable.test(request.url) && urlWithin(request.url, MAX_URL_LENGTH);
      if (shorter)
        return reply.code(302).header('Cache-Control', 'no-store').header('Location', shorter).send();
      return reply.code(414).type('text/plain').send('URI too long');
    }
    // Checked as the file server reads it, decoded (`/%2egit` is `/.git`), or as sent when it does not
    // decode: as sent, the dot segment `/.%2e` would look like a dotfile.
    let path = request.url.split('?')[0];
    try {
      path = decodeURIComponent(path);
    } catch {
      // Not decodable: checked as sent.
    }
    if (hiddenPath.test(path) || buildDetails.test(path) || (!serveSourceMaps && sourceMap.test(path)))
      return reply.code(404).type('text/plain').send('Not found');
    return undefined;
  });

  await registerApiProxy(server, apiOrigin);

  await server.register(fastifyStatic, {
    root: dist,
    index,
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
      reply.header(
        'Cache-Control',
        hashed.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  server.setNotFoundHandler((request, reply) => {
    if (isPageRequest(request)) return sendPage(request, reply);
    // A page's form sent without its app (scripts turned off in the browser) posts to the page: it is
    // shown again, by GET, the answers unread. (The enquiry page's post is taken by the shell's server,
    // which sends it on to the API: shell/src/server/enquiryFormPost.ts.)
    if (request.method === 'POST' && !assetFile.test(request.url.split('?')[0]))
      return reply.code(303).header('Location', onThisSite(request.url)).send();
    return reply.code(404).send('Not found');
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

  async function listenUntilStopped({ port, host, name, onStop, alsoClose = [], afterClose }) {
    await server.listen({ port, host });
    console.log(`${name} on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
    for (const signal of ['SIGINT', 'SIGTERM'])
      process.once(signal, () => {
        stopping = true;
        onStop?.();
        // Requests in flight may finish for a while (a render waits at most its budget); then the
        // process ends whatever is left.
        setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
        Promise.allSettled([server.close(), ...alsoClose.map((other) => other.close())])
          .then(() => afterClose?.())
          .finally(() => process.exit(0));
      });
  }

  return {
    server,
    allowRemotesOf(manifest) {
      const remoteOrigins = remoteOriginsOf(manifest);
      headersFor = {
        http: securityHeaders({ remoteOrigins }),
        https: securityHeaders({ remoteOrigins, https: true }),
      };
    },
    isStopping: () => stopping,
    listenUntilStopped,
  };
}
