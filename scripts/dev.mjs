#!/usr/bin/env node
// `npm run dev`: the API in watch mode and every front end on its webpack dev server with hot reload.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startService } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { appPorts } = createRequire(import.meta.url)('../webpack.common.js');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

startService('api', npm, ['run', 'dev', '--workspace', 'api'], { cwd: root });
for (const app of Object.keys(appPorts)) {
  startService(app, npm, ['run', 'dev', '--workspace', app], { cwd: root });
}
console.log(`\n  Dev servers starting; the site will be on http://localhost:${appPorts.shell}\n`);
