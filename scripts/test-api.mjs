#!/usr/bin/env node
// API tests against both databases the API supports: first SQLite (the embedded default), then a
// throwaway PostgreSQL cluster started here and removed afterwards, whatever happens. Tests named
// `*.postgres-test.ts` need a server database (several instances on one, a database that goes away), so
// they run only on PostgreSQL. Tests named `*.cluster-test.ts` restart that cluster, which would cut every
// other test's connections, so they run only on PostgreSQL, after the others, one at a time.
// Usage: node scripts/test-api.mjs [extra jest arguments] (a worker count, --maxWorkers or -w in any of
// their forms, is left out of the one-at-a-time pass)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findPostgresBin, freePostgresPort, ThrowawayPostgres } from './lib/throwaway-postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const extraArgs = process.argv.slice(2);
// The cluster tests run one at a time whatever the other passes run with: a worker count given for those
// would clash with --runInBand.
const isWorkerCount = (arg, index, args) =>
  /^(--maxWorkers(=|$)|-w)/.test(arg) ||
  (/^(--maxWorkers|-w)$/.test(args[index - 1] ?? '') && !arg.startsWith('-'));
// Jest's default test files, and those only PostgreSQL has what they need for.
const postgresTestArgs = ['--testMatch', '**/?(*.)+(spec|test).[jt]s?(x)', '**/*.postgres-test.ts'];
const clusterTestArgs = [
  '--testMatch',
  '**/*.cluster-test.ts',
  // One at a time: each restarts the cluster under the other's connections.
  '--runInBand',
  // Extra arguments that pick tests (a path, -t) may pick none of these.
  ...(extraArgs.length > 0 ? ['--passWithNoTests'] : []),
];

const log = (message) => console.log(`\n[test-api] ${message}`);

const resultsDir = mkdtempSync(path.join(tmpdir(), 'lux-test-api-'));
/** The tests that failed, by run, repeated at the very end: a log's last lines then name them. */
const failures = [];
let runs = 0;

/** What failed in one run, read from jest's JSON results. */
function noteFailures(label, resultsFile) {
  let results;
  try {
    results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  } catch {
    failures.push(`${label}: jest ended without results`);
    return;
  }
  for (const file of results.testResults) {
    const relative = path.relative(root, file.name);
    const failed = file.assertionResults.filter(({ status }) => status === 'failed');
    if (failed.length === 0 && file.status === 'failed')
      failures.push(`${label}: ${relative} (could not run)`);
    for (const test of failed) failures.push(`${label}: ${relative} › ${test.fullName}`);
  }
}

/** Runs the API's jest project; without a databaseUrl the tests use SQLite files. */
function runJest(label, { databaseUrl, env: moreEnv = {}, args = [] } = {}) {
  log(`jest on ${label}`);
  const env = { ...process.env, ...moreEnv };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const resultsFile = path.join(resultsDir, `run-${(runs += 1)}.json`);
  const inBand = args.includes('--runInBand');
  return new Promise((resolve) => {
    // The extra arguments first: an option that takes a list (--testMatch, --selectProjects) would
    // swallow a test path pattern given after it.
    const child = spawn(
      'npx',
      [
        'jest',
        ...(inBand ? extraArgs.filter((arg, index, all) => !isWorkerCount(arg, index, all)) : extraArgs),
        ...args,
        '--selectProjects',
        'api',
        '--json',
        '--outputFile',
        resultsFile,
      ],
      { cwd: root, env, stdio: 'inherit' },
    );
    child.on('exit', (code, signal) => {
      const passed = code === 0 && !signal;
      if (!passed) noteFailures(label, resultsFile);
      resolve(passed);
    });
    child.on('error', () => resolve(false));
  });
}

async function main() {
  const sqliteOk = await runJest('SQLite');

  let postgresOk = false;
  let cluster;
  const removeOnSignal = (signal) => {
    cluster?.remove();
    rmSync(resultsDir, { recursive: true, force: true });
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', removeOnSignal);
  process.once('SIGTERM', removeOnSignal);
  try {
    // fsync off: the data is thrown away, so durability only costs time here.
    cluster = new ThrowawayPostgres(findPostgresBin(), await freePostgresPort(), { durable: false });
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

  rmSync(resultsDir, { recursive: true, force: true });
  if (failures.length > 0) log(`failed:\n${failures.join('\n')}`);
  log(`SQLite: ${sqliteOk ? 'passed' : 'FAILED'}; PostgreSQL: ${postgresOk ? 'passed' : 'FAILED'}`);
  process.exit(sqliteOk && postgresOk ? 0 : 1);
}

main();
