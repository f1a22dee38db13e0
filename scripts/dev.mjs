#!/usr/bin/env node
// `npm run dev`: the API in watch mode and every front end on its webpack dev server with hot reload.
// `npm run dev -- <remote>...`: the shell and the named remotes on dev servers, the other remotes from
// their production builds (built first when they changed), as `npm start` serves them: a team working on
// one remote compiles and watches only its own code and the shell's.
// PORT_OFFSET moves the whole stack, as for `npm start`.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildChanged, npm, startService, stopAll } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { frontEnds, portOf, remotes, serverArgs } = createRequire(import.meta.url)('./lib/ports.cjs');

const named = process.argv.slice(2);
const unknown = named.filter((app) => !remotes.includes(app));
if (unknown.length > 0) {
  console.error(`Not a remote: ${unknown.join(', ')}. Usage: npm run dev [-- <${remotes.join('|')}>...]`);
  process.exit(2);
}
const fromBuilds = named.length === 0 ? [] : remotes.filter((app) => !named.includes(app));
const onDevServers = frontEnds.filter((app) => !fromBuilds.includes(app));

try {
  await buildChanged(fromBuilds, root);

  startService('api', npm, ['run', 'dev', '--workspace', 'api'], {
    cwd: root,
    env: { ...process.env, PORT: String(portOf('api')) },
  });
  for (const app of onDevServers) {
    // Each app's own port comes from PORT_OFFSET (webpack.common.js); a stray PORT must not override it.
    startService(app, npm, ['run', 'dev', '--workspace', app], {
      cwd: root,
      env: { ...process.env, PORT: '' },
    });
  }
  for (const app of fromBuilds) {
    startService(app, process.execPath, serverArgs(app), {
      cwd: root,
      env: { ...process.env, API_ORIGIN: `http://127.0.0.1:${portOf('api')}`, PORT: String(portOf(app)) },
    });
  }
  const built = fromBuilds.length > 0 ? ` (${fromBuilds.join(', ')} from their builds)` : '';
  console.log(`\n  Dev servers starting${built}; the site will be on http://localhost:${portOf('shell')}\n`);
} catch (error) {
  console.error(`\nCould not start the dev site: ${error.message}`);
  stopAll(1);
}
