#!/usr/bin/env node
// Runs the npm scripts it is given side by side, each line of their output labelled with its script:
// `npm test` pairs work that leaves a core idle when run alone. The scripts after `--behind` run at the
// lowest CPU priority, on whatever the others leave idle: `npm test` runs ESLint, Prettier and the
// typecheck behind the test suites, which wait on databases, sockets, servers restarting and browsers
// throttled to a phone's speed often enough to finish them, so they add no time of their own. All run
// to their end, so one failing still shows the others' errors; this fails if any does.
// Usage: node scripts/side-by-side.mjs <npm script>... [--behind <npm script>...]
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { npm, run } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const behindAt = args.includes('--behind') ? args.indexOf('--behind') : args.length;
const ahead = args.slice(0, behindAt);
const behind = args.slice(behindAt + 1);
if (ahead.length + behind.length < 2 || ahead.length === 0) {
  console.error('usage: node scripts/side-by-side.mjs <npm script>... [--behind <npm script>...]');
  process.exit(2);
}

const scripts = [...ahead, ...behind];
const results = await Promise.allSettled(
  scripts.map((script) =>
    run(script, npm, ['run', script], {
      cwd: root,
      priority: behind.includes(script) ? os.constants.priority.PRIORITY_LOWEST : undefined,
    }),
  ),
);
const failed = scripts.filter((_, index) => results[index].status === 'rejected');
console.log(failed.length === 0 ? `\n${scripts.join(' and ')} passed` : `\nFAILED: ${failed.join(' and ')}`);
process.exit(failed.length === 0 ? 0 : 1);
