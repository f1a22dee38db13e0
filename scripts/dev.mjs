#!/usr/bin/env node
// `npm run dev`: the API in watch mode and every front end on its webpack dev server with hot reload.
// PORT_OFFSET moves the whole stack, as for `npm start`.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { npm, startService } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { frontEnds, portOf } = createRequire(import.meta.url)('./lib/ports.cjs');

startService('api', npm, ['run', 'dev', '--workspace', 'api'], {
  cwd: root,
  env: { ...process.env, PORT: String(portOf('api')) },
});
for (const app of frontEnds) {
  // Each app's own port comes from PORT_OFFSET (webpack.common.js); a stray PORT must not override it.
  startService(app, npm, ['run', 'dev', '--workspace', app], {
    cwd: root,
    env: { ...process.env, PORT: '' },
  });
}
console.log(`\n  Dev servers starting; the site will be on http://localhost:${portOf('shell')}\n`);
