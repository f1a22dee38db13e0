#!/usr/bin/env node
// Serves one built front end (the shell or a remote) the way production does: hashed files cached for a
// year, entry files and manifests always revalidated, CORS for the shell's runtime fetches, history
// fallback to index.html, and /api and /media passed to the API. Usage: node scripts/serve-app.mjs <app>
//
// The shell's /remotes.json is the file REMOTES_MANIFEST names, read on every request (rewrite it to
// repoint the site, no restart); without it, the remotes built on this machine on their own ports.
import fastifyStatic from '@fastify/static';
import fastifyProxy from '@fastify/http-proxy';
import Fastify from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { frontEnds, portOf } = require('./lib/ports.cjs');
const { localManifest } = require('./lib/page-registry.cjs');

const app = process.argv[2];
if (!frontEnds.includes(app)) {
  console.error(`usage: serve-app.mjs <${frontEnds.join('|')}>`);
  process.exit(2);
}
const dist = path.join(root, app, 'dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`${app} is not built: run npm run build --workspace ${app}`);
  process.exit(1);
}

const port = Number(process.env.PORT) || portOf(app);
const host = process.env.HOST || '127.0.0.1';
const apiOrigin = process.env.API_ORIGIN || `http://127.0.0.1:${portOf('api')}`;
const manifestFile = process.env.REMOTES_MANIFEST;

// Files whose names do not change between builds must never be served stale.
const hashed = /\.[0-9a-f]{10}\.\w+$/;

const server = Fastify({ logger: false });

for (const prefix of ['/api', '/media']) {
  await server.register(fastifyProxy, {
    upstream: apiOrigin,
    prefix,
    rewritePrefix: prefix,
    // The API limits enquiries per visitor, so it must see who the visitor is, not this proxy.
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.ip }),
    },
  });
}

if (app === 'shell') {
  server.get('/remotes.json', async (_request, reply) => {
    const manifest = manifestFile
      ? JSON.parse(await readFile(manifestFile, 'utf8'))
      : localManifest('dist/pages.json');
    return reply.header('Cache-Control', 'no-cache').send(manifest);
  });
}

await server.register(fastifyStatic, {
  root: dist,
  index: ['index.html'],
  cacheControl: false,
  setHeaders(reply, filePath) {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Cache-Control', hashed.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
  },
});

// What a missing build file looks like; any other address is a page (`/journal/a.b` included).
const assetFile = /\.(?:js|mjs|css|map|json|html|txt|xml|ico|svg|png|jpe?g|webp|avif|woff2?)$/i;

server.setNotFoundHandler((request, reply) => {
  // Client-side routes get the app, whose not-found page answers an address that names nothing.
  if (!['GET', 'HEAD'].includes(request.method) || assetFile.test(request.url.split('?')[0])) {
    return reply.code(404).send('Not found');
  }
  return reply.code(200).header('Cache-Control', 'no-cache').sendFile('index.html');
});

await server.listen({ port, host });
console.log(`${app} on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);

for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => server.close().then(() => process.exit(0)));
