#!/usr/bin/env node
// API tests against both databases the API supports: first SQLite (the embedded default), then a
// throwaway PostgreSQL cluster started here and removed afterwards, whatever happens. Tests named
// `*.postgres-test.ts` need a server database (several instances on one, a database that goes away), so
// they run only on PostgreSQL. Tests named `*.cluster-test.ts` restart that cluster, which would cut every
// other test's connections, so they run only on PostgreSQL, alone, after the others.
// Usage: node scripts/test-api.mjs [extra jest arguments]
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findPostgresBin, freePort, ThrowawayPostgres } from './lib/throwaway-postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const extraArgs = process.argv.slice(2);
// Jest's default test files, and those only PostgreSQL has what they need for.
const postgresTestArgs = ['--testMatch', '**/?(*.)+(spec|test).[jt]s?(x)', '**/*.postgres-test.ts'];
const clusterTestArgs = [
  '--testMatch',
  '**/*.cluster-test.ts',
  // Extra arguments that pick tests (a path, -t) may pick none of these.
  ...(extraArgs.length > 0 ? ['--passWithNoTests'] : []),
];

const log = (message) => console.log(`\n[test-api] ${message}`);

/** Runs the API's jest project; without a databaseUrl the tests use SQLite files. */
function runJest(label, { databaseUrl, env: moreEnv = {}, args = [] } = {}) {
  log(`jest on ${label}`);
  const env = { ...process.env, ...moreEnv };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  return new Promise((resolve) => {
    // The extra arguments first: an option that takes a list (--testMatch, --selectProjects) would
    // swallow a test path pattern given after it.
    const child = spawn('npx', ['jest', ...extraArgs, ...args, '--selectProjects', 'api'], {
      cwd: root,
      env,
      stdio: 'inherit',
    });
    child.on('exit', (code, signal) => resolve(code === 0 && !signal));
    child.on('error', () => resolve(false));
  });
}

async function main() {
  const sqliteOk = await runJest('SQLite');

  let postgresOk = false;
  let cluster;
  const removeOnSignal = (signal) => {
    cluster?.remove();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', removeOnSignal);
  process.once('SIGTERM', removeOnSignal);
  try {
    // fsync off: the data is thrown away, so durability only costs time here.
    cluster = new ThrowawayPostgres(findPostgresBin(), await freePort(), { durable: false });
    log(`starting PostgreSQL on 127.0.0.1:${cluster.port} (${cluster.dir})`);
    cluster.start();
    const databaseUrl = cluster.adminUrl;
    const othersOk = await runJest(`PostgreSQL (${databaseUrl})`, { databaseUrl, args: postgresTestArgs });
    const restartsOk = await runJest('PostgreSQL, the tests that restart it', {
      databaseUrl,
      env: cluster.controlEnv,
      args: clusterTestArgs,
    });
    postgresOk = othersOk && restartsOk;
  } catch (error) {
    console.error(`\n[test-api] ${error.message}`);
  } finally {
    cluster?.remove();
  }

  log(`SQLite: ${sqliteOk ? 'passed' : 'FAILED'}; PostgreSQL: ${postgresOk ? 'passed' : 'FAILED'}`);
  process.exit(sqliteOk && postgresOk ? 0 : 1);
}

main();
