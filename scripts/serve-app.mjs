#!/usr/bin/env node
// Serves one remote's production build the way its deployment does (scripts/lib/front-end-server.mjs):
// its files for the site, and its own page, the remote alone in the browser, for QA. (The shell has a
// server of its own, which renders every page: shell/src/server/serve.ts.) Usage:
// node scripts/serve-app.mjs <remote>
//
// A remote hands its server container to the shell's server on an internal port of its own
// (INTERNAL_PORT, default 500 above its public PORT), which is never published.
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFrontEndServer } from './lib/front-end-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { INTERNAL_PORT_DISTANCE, portOf, remotes } = require('./lib/ports.cjs');
const { requestTimeoutMs, timeoutOptions } = require('./lib/http-timeouts.cjs');

const app = process.argv[2];
if (!remotes.includes(app)) {
  console.error(
    app === 'shell'
      ? 'The shell has its own server: npm run serve --workspace shell'
      : `usage: serve-app.mjs <${remotes.join('|')}>`,
  );
  process.exit(2);
}
const dist = path.join(root, app, 'dist');
if (!existsSync(path.join(dist, 'index.html')) || !existsSync(path.join(dist, 'server', 'remoteEntry.js'))) {
  console.error(`${app} is not built: run npm run build --workspace ${app}`);
  process.exit(1);
}

const port = Number(process.env.PORT) || portOf(app);
const host = process.env.HOST || '127.0.0.1';
const internalPort = Number(process.env.INTERNAL_PORT) || port + INTERNAL_PORT_DISTANCE;

// Every page address is the standalone app, routed in the browser.
const site = await createFrontEndServer({
  dist,
  apiOrigin: process.env.API_ORIGIN || `http://127.0.0.1:${portOf('api')}`,
  index: ['index.html'],
});

/**
 * The internal port: the whole build as it is (the server container the shell's server loads, the source
 * maps), for the site's own servers only.
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
    if (site.isStopping()) reply.header('connection', 'close');
    reply.header('Cache-Control', 'no-cache');
  });
  await internalApp.listen({ port: internalPort, host });
  return internalApp;
}

await site.listenUntilStopped({ port, host, name: app, alsoClose: [await internalServer()] });
