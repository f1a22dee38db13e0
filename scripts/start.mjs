#!/usr/bin/env node
// `npm start`: builds what changed since its last build, then seeds the content files into the API's database (embedded SQLite), runs the API and
// serves every front end from its own port, as in production. Once the site is up, the painter paints
// the pictures not painted yet in the background, those visitors asked for first; until then a page shows
// each one's plain ground. Ctrl-C stops everything.
// PORT_OFFSET=100 npm start runs a second stack beside the first (site on 8180, API on 4100).
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildChanged, npm, run, startService, stopAll, waitForUrl } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { frontEnds, portOf, serverArgs, siteOrigins } = createRequire(import.meta.url)('./lib/ports.cjs');
const apiOrigin = `http://127.0.0.1:${portOf('api')}`;
// Only the front ends started here may name the visitor to the API: any other local process would
// otherwise forge X-Forwarded-For past the enquiry rate limit. A new secret each run.
const proxySecret = process.env.PROXY_SECRET || randomBytes(32).toString('base64url');

try {
  // An app is rebuilt when anything it is built from changed since its live build (a content hash of
  // its inputs); a build goes live in one step once complete (scripts/lib/app-builds.mjs).
  await buildChanged(frontEnds, root);

  // Compiled afresh on every start (a second), so it runs as in production and never from stale code.
  await run('build api', npm, ['run', 'build', '--workspace', 'api'], { cwd: root });
  // The API writes no content: the seed makes the database's content what content/ says, as a deploy
  // does, so a content file changed since the last start shows too.
  await run('seed', process.execPath, ['--enable-source-maps', 'dist/seed.js'], {
    cwd: path.join(root, 'api'),
  });
  console.log('Starting the API...');
  startService('api', process.execPath, ['--enable-source-maps', 'dist/server.js'], {
    cwd: path.join(root, 'api'),
    // Request logs would drown the progress output; LOG_LEVEL=info brings them back.
    env: {
      ...process.env,
      PORT: String(portOf('api')),
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
      // The front-end servers on this machine pass the visitor's address on.
      TRUST_PROXY: '127.0.0.1',
      PROXY_SECRET: proxySecret,
      // The sitemap names the site as the shell serves it (its server's default SITE_ORIGIN).
      SITE_ORIGIN: process.env.SITE_ORIGIN || `http://localhost:${portOf('shell')}`,
      // The pages enquiries are taken from, as the browser's Origin names them (on PORT_OFFSET's ports).
      SITE_ORIGINS: process.env.SITE_ORIGINS || siteOrigins().join(','),
    },
  });
  await waitForUrl(`${apiOrigin}/api/v1/health`);

  // The shell's /remotes.json lists the remotes built here, on their ports (shell/src/server/serve.ts).
  for (const app of frontEnds) {
    startService(app, process.execPath, serverArgs(app), {
      cwd: root,
      env: { ...process.env, API_ORIGIN: apiOrigin, PORT: String(portOf(app)), PROXY_SECRET: proxySecret },
    });
  }
  await Promise.all(frontEnds.map((app) => waitForUrl(`http://127.0.0.1:${portOf(app)}/`)));

  console.log(`\n  The site is running on http://localhost:${portOf('shell')}  (Ctrl-C stops it)\n`);

  // At the lowest priority, so visitors' requests always come first.
  run('artwork', process.execPath, ['dist/artwork.js', '--background'], {
    cwd: path.join(root, 'api'),
  }).catch((error) =>
    console.error(`Background painting stopped (${error.message}); npm run artwork paints what is missing.`),
  );
} catch (error) {
  console.error(`\nCould not start the site: ${error.message}`);
  stopAll(1);
}
