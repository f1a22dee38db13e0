#!/usr/bin/env node
// The failure drills too slow for `npm test` (e2e/drills/): the composed site on a throwaway PostgreSQL,
// as in production, while a new release of a remote is published and rolled back, PostgreSQL restarts
// and the API is killed. The cluster is removed afterwards, whatever happens.
// Usage: node scripts/drills.mjs [extra playwright arguments] (`npm run drills` builds first)
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findPostgresBin, freePostgresPort, ThrowawayPostgres } from './lib/throwaway-postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const cluster = new ThrowawayPostgres(findPostgresBin(), await freePostgresPort());
const removeOnSignal = (signal) => {
  cluster.remove();
  process.exit(signal === 'SIGINT' ? 130 : 143);
};
process.once('SIGINT', removeOnSignal);
process.once('SIGTERM', removeOnSignal);

let passed = false;
try {
  console.log(`[drills] PostgreSQL on 127.0.0.1:${cluster.port} (${cluster.dir})`);
  cluster.start();
  const env = {
    ...process.env,
    ...cluster.controlEnv,
    DATABASE_URL: cluster.adminUrl,
    // The drills' enquiries all come from this machine, far more than a visitor's share.
    ENQUIRY_RATE_LIMIT_MAX: '1000000',
  };
  const child = spawn('npx', ['playwright', 'test', '-c', 'drills.config.ts', ...process.argv.slice(2)], {
    cwd: path.join(root, 'e2e'),
    env,
    stdio: 'inherit',
  });
  passed = await new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code === 0 && !signal));
    child.on('error', () => resolve(false));
  });
} catch (error) {
  console.error(`[drills] ${error.message}`);
} finally {
  cluster.remove();
}
process.exit(passed ? 0 : 1);
