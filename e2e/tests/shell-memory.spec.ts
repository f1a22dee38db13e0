// The shell's server lets go of a remote's old versions: across 50 redeploys of the journal remote (a new
// server entry each time, as the manifest names each new build), the heap it keeps after a full garbage
// collection stays within a bound, and no redeploy logs a warning. (Before, each version stayed in
// memory, about 0.2 MB each, and each redeploy warned "already registered… overriding it may cause
// unexpected errors".)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { internalPortOf, origin } from '../support/site';

// README, "Memory across redeploys": measured +2.3 MB after 50, +2.9 MB after 150.
const HEAP_GROWTH_BOUND_MB = 5;

test('the shell’s server keeps a bounded heap across 50 redeploys of a remote, with no warning', () => {
  test.setTimeout(120_000);
  const run = spawnSync(
    process.execPath,
    [
      '--expose-gc',
      path.join(__dirname, '..', 'support', 'redeployMemory.cjs'),
      origin('mfe-journal'),
      `http://127.0.0.1:${internalPortOf('mfe-journal')}`,
      '50',
    ],
    { encoding: 'utf8' },
  );
  expect(run.status, run.stderr).toBe(0);
  expect(run.stderr, 'no warning per redeploy').not.toMatch(/already registered/);
  const { first, last } = JSON.parse(run.stdout) as { first: number; last: number };
  expect(last - first).toBeLessThan(HEAP_GROWTH_BOUND_MB);
});
