import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from './fixtures';
import { isFree, serverArgs, siteManifest } from './site';

/**
 * A second shell server, on a port of its own, with the settings a test gives it (an API of the test's
 * own, a tighter limit); its remotes are the running site's.
 */
export async function startShell(port: number, env: Record<string, string>) {
  // A server still on the port (a run stopped before its test could stop it) would answer for this one,
  // with other settings, while this one failed to listen.
  if (!(await isFree(port)))
    throw new Error(`Port ${port} is taken: a server an earlier run left behind? (ss -ltnp)`);
  const child = spawn(process.execPath, serverArgs('shell'), {
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // What it says on stderr, passed on to the run's output as it comes, and kept for the test to read.
  let said = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    said += chunk;
    process.stderr.write(chunk);
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
  return Object.assign(child, { said: () => said });
}

export const stopShell = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/**
 * A second shell whose server reaches one remote's server container at `serverEntry` (a slow proxy, a
 * release of its own) while browsers load the remotes as on the running site; `stop()` ends it and
 * removes its manifest.
 */
export async function startShellReaching(port: number, remote: string, serverEntry: string) {
  const manifest = siteManifest(path.resolve(__dirname, '..', '..'));
  const entry = manifest[remote];
  if (!entry) throw new Error(`The manifest has no ${remote}`);
  entry.serverEntry = serverEntry;
  const folder = mkdtempSync(path.join(tmpdir(), 'second-shell-'));
  writeFileSync(path.join(folder, 'remotes.json'), JSON.stringify(manifest));
  const child = await startShell(port, { REMOTES_MANIFEST: path.join(folder, 'remotes.json') });
  return {
    stop: async () => {
      await stopShell(child);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
