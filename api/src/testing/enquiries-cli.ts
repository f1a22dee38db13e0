import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Config } from '../config';

const run = promisify(execFile);

const apiDir = path.resolve(__dirname, '../..');

function cliEnv(database: Config['database']) {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  delete env.SQLITE_PATH;
  if (database.dialect === 'postgres') env.DATABASE_URL = database.url;
  else env.SQLITE_PATH = database.path;
  return env;
}

/**
 * Runs `npm run enquiries` (the script itself, without npm's banner) on the given database; rejects
 * with the exit code, stdout and stderr when it exits non-zero.
 */
export const runEnquiriesCli = (database: Config['database'], args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'src/cli/enquiries.ts', ...args], {
    cwd: apiDir,
    env: cliEnv(database),
  });

/** `npm run -s enquiries -- …` as a travel expert types it, in the repository's root. */
export const runEnquiriesFromRoot = (database: Config['database'], args: string[]) =>
  run('npm', ['run', '-s', 'enquiries', '--', ...args], { cwd: path.dirname(apiDir), env: cliEnv(database) });
