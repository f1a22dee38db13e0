import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { expect } from './fixtures';
import { serverArgs } from './site';

/**
 * A second shell server, on a port of its own, with the settings a test gives it (an API of the test's
 * own, a tighter limit); its remotes are the running site's.
 */
export async function startShell(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, serverArgs('shell'), {
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${port}/remotes.json`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
  return child;
}

export const stopShell = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
