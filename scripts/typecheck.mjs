#!/usr/bin/env node
// `npm run typecheck`: each workspace's own `tsc --noEmit`, two at a time. One tsc keeps about one and a
// half cores busy, so one after the other (npm's --workspaces) leaves a core idle for most of its 40 s.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { npm, run } from './lib/processes.mjs';

const AT_A_TIME = 2;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

const waiting = [...workspaces];
const failed = [];
async function lane() {
  for (let workspace = waiting.shift(); workspace; workspace = waiting.shift()) {
    await run(workspace, npm, ['run', 'typecheck', '--if-present', '--workspace', workspace], {
      cwd: root,
    }).catch(() => failed.push(workspace));
  }
}
await Promise.all(Array.from({ length: AT_A_TIME }, lane));
if (failed.length > 0) console.error(`\nFAILED: the typecheck of ${failed.join(', ')}`);
process.exit(failed.length === 0 ? 0 : 1);
