#!/usr/bin/env node
// `npm test`'s first step: `npm run lint` and `npm run typecheck` side by side, each line of their output
// labelled with its command. Each runs its JavaScript on one thread (V8's compiler and collector take
// part of a second core), so on two cores side by side they take about 48 s against 54 s one after the
// other. Both run to their end, so one failing still shows the other's errors; the step fails if either
// does.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const checks = ['lint', 'typecheck'];

const results = await Promise.allSettled(
  checks.map((check) => run(check, npm, ['run', check], { cwd: root })),
);
const failed = checks.filter((_, index) => results[index].status === 'rejected');
console.log(failed.length === 0 ? '\nlint and typecheck passed' : `\nFAILED: ${failed.join(' and ')}`);
process.exit(failed.length === 0 ? 0 : 1);
