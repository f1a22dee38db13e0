import { spawn } from 'node:child_process';

const fromEnv = (name: string): string => {
  const value = process.env[name];
  if (!value) {
    throw new Error(
      `${name} is not set: run this test with \`npm run test:api\`, whose PostgreSQL it restarts`,
    );
  }
  return value;
};

/**
 * Restarts the throwaway PostgreSQL cluster of scripts/test-api.mjs (its `controlEnv`): a fast
 * shutdown, which ends every session as an administrator would, then a start. Resolves once the
 * server accepts connections again.
 */
export async function restartPostgres(): Promise<void> {
  const data = fromEnv('LUX_TEST_PGDATA');
  const logFile = fromEnv('LUX_TEST_PG_LOG');
  const pgCtl = [fromEnv('LUX_TEST_PG_CTL'), '-D', data, '-l', logFile, '-m', 'fast', '-w', 'restart'];
  // PostgreSQL refuses to run as root; the script names the user to run it as then.
  const user = process.env.LUX_TEST_PG_USER;
  const [command = '', ...args] = user ? ['runuser', '-u', user, '--', ...pgCtl] : pgCtl;

  // Not spawnSync: the API under test runs in this process and must go on answering meanwhile.
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`pg_ctl restart failed (exit ${code}):\n${output}`);
}
