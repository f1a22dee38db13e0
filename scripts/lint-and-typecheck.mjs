#!/usr/bin/env node
// `npm test`'s first step: `npm run lint` and `npm run typecheck` side by side, each line of their output
// labelled with its command. Neither keeps two cores busy for long (ESLint and Prettier run on one, each
// tsc on one and a half), so together they take about as long as the typecheck alone. Both run to
// their end, so one failing still shows the other's errors; the step fails if either does.
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
