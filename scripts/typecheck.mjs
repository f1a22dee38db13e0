#!/usr/bin/env node
// `npm run typecheck`: every workspace checked by tsc, two programs at a time.
// The front ends (the store, the kit, the shell and the remotes) share one set of compiler options, so
// one program (tsconfig.front-ends.json) checks them all: seven, one per workspace, each checked the kit
// and the store again and loaded React's and Emotion's types again, 61 CPU-s against 10. Each workspace's
// own `npm run typecheck` still checks it alone, for a team working on it. The other workspaces (Node's
// library, no DOM) run their own.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { npm, run } from './lib/processes.mjs';

const AT_A_TIME = 2;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const frontEnds = new Set(readJson('tsconfig.front-ends.json').include.map((dir) => dir.split('/')[0]));

const waiting = [
  { label: 'front ends', args: ['exec', '--', 'tsc', '-p', 'tsconfig.front-ends.json', '--noEmit'] },
  ...readJson('package.json')
    .workspaces.filter((workspace) => !frontEnds.has(workspace))
    .map((workspace) => ({
      label: workspace,
      args: ['run', 'typecheck', '--if-present', '--workspace', workspace],
    })),
];
const failed = [];
async function lane() {
  for (let program = waiting.shift(); program; program = waiting.shift()) {
    const { label, args } = program;
    await run(label, npm, args, { cwd: root }).catch(() => failed.push(label));
  }
}
await Promise.all(Array.from({ length: AT_A_TIME }, lane));
if (failed.length > 0) console.error(`\nFAILED: the typecheck of ${failed.join(', ')}`);
process.exit(failed.length === 0 ? 0 : 1);
