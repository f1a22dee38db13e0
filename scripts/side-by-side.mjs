#!/usr/bin/env node
// Runs the npm scripts it is given side by side, each line of their output labelled with its script:
// `npm test` pairs work that leaves a core idle when run alone. ESLint, Prettier and tsc each run their
// JavaScript on one thread; the API tests wait on their databases while the build fills the gaps. All
// run to their end, so one failing still shows the others' errors; this fails if any does.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { npm, run } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/side-by-side.mjs <npm script> <npm script> ...');
  process.exit(2);
}

const results = await Promise.allSettled(
  scripts.map((script) => run(script, npm, ['run', script], { cwd: root })),
);
const failed = scripts.filter((_, index) => results[index].status === 'rejected');
console.log(failed.length === 0 ? `\n${scripts.join(' and ')} passed` : `\nFAILED: ${failed.join(' and ')}`);
process.exit(failed.length === 0 ? 0 : 1);
