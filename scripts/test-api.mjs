#!/usr/bin/env node
// API tests against both databases the API supports: first SQLite (the embedded default), then a
// throwaway PostgreSQL cluster started here and removed afterwards, whatever happens.
// Usage: node scripts/test-api.mjs [extra jest arguments]
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findPostgresBin, freePort, ThrowawayPostgres } from './lib/throwaway-postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jestArgs = ['jest', '--selectProjects', 'api', ...process.argv.slice(2)];

const log = (message) => console.log(`\n[test-api] ${message}`);

/** Runs the API's jest project; without a databaseUrl the tests use SQLite files. */
function runJest(label, databaseUrl) {
  log(`jest on ${label}`);
  const env = { ...process.env };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  return new Promise((resolve) => {
    const child = spawn('npx', jestArgs, { cwd: root, env, stdio: 'inherit' });
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
    postgresOk = await runJest(`PostgreSQL (${cluster.adminUrl})`, cluster.adminUrl);
  } catch (error) {
    console.error(`\n[test-api] ${error.message}`);
  } finally {
    cluster?.remove();
  }

  log(`SQLite: ${sqliteOk ? 'passed' : 'FAILED'}; PostgreSQL: ${postgresOk ? 'passed' : 'FAILED'}`);
  process.exit(sqliteOk && postgresOk ? 0 : 1);
}

main();
