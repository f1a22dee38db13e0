// Child processes for the orchestration scripts: labelled output, a clean stop of all of them on Ctrl-C
// or when one dies, and a wait for a server to answer.
import { spawn } from 'node:child_process';
import readline from 'node:readline';

/** npm as a child process runs it (npm.cmd on Windows). */
export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const children = new Set();
let stopping = false;

function pipeLabelled(stream, label, target) {
  readline.createInterface({ input: stream }).on('line', (line) => target.write(`[${label}] ${line}\n`));
}

// A stop must free every port quickly (a process manager's grace period, a developer's next start):
// what has not exited by then is killed. A script these run that runs its own children the same way
// (the API's serve.mjs under `npm run dev`) gets a shorter grace, so it kills them before its own
// parent's grace ends and nothing is left behind.
const STOP_GRACE_MS = Number(process.env.LUX_STOP_GRACE_MS) || 1500;
const childStopGrace = String(Math.max(STOP_GRACE_MS - 500, 250));

// Each child leads its own process group, so stopping it also stops what it started (npm → webpack).
function spawnInGroup(command, args, options) {
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    ...options,
    env: { ...(options.env ?? process.env), LUX_STOP_GRACE_MS: childStopGrace },
  });
  children.add(child);
  return child;
}

/** Sends a signal to a child's whole process group; false once no process of the group is left. */
function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs a command to completion; rejects when it fails. One ended by `stopAll` does neither: this process
 * is on its way out, and that is no failure to report.
 */
export function run(label, command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawnInGroup(command, args, options);
    pipeLabelled(child.stdout, label, process.stdout);
    pipeLabelled(child.stderr, label, process.stderr);
    child.on('error', reject);
    child.on('exit', (code) => {
      children.delete(child);
      if (stopping) return;
      if (code === 0) resolve();
      else reject(new Error(`${label} failed (exit ${code})`));
    });
  });
}

/** Starts a long-running service; if it exits on its own, everything is stopped. */
export function startService(label, command, args, options = {}) {
  const child = spawnInGroup(command, args, options);
  pipeLabelled(child.stdout, label, process.stdout);
  pipeLabelled(child.stderr, label, process.stderr);
  child.on('exit', (code) => {
    children.delete(child);
    if (!stopping) {
      console.error(`[${label}] stopped unexpectedly (exit ${code}); stopping everything.`);
      stopAll(1);
    }
  });
  return child;
}

/** Polls a URL until it answers 2xx, or fails after the timeout. */
export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

/**
 * Stops every child's process group (a service's npm, shell and server alike) and exits once none of
 * their processes is left: SIGTERM first, SIGKILL to what still runs after the grace period.
 */
export async function stopAll(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  const groups = [...children];
  for (const child of groups) signalGroup(child, 'SIGTERM');
  const deadline = Date.now() + STOP_GRACE_MS;
  let running = groups;
  while (running.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    running = running.filter((child) => signalGroup(child, 0));
  }
  for (const child of running) signalGroup(child, 'SIGKILL');
  process.exit(exitCode);
}

// Ctrl-C in a terminal, and SIGINT or SIGTERM sent to this process (npm passes them on: the scripts
// that run these exec them, so no shell sits between npm and them). Every one is handled, not only the
// first: Ctrl-C reaches this process both from the terminal and through npm, and a second signal's
// default action would end this process before its children.
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

/**
 * Builds, side by side, those of `apps` changed since their live build (scripts/lib/app-builds.mjs), as
 * `npm start` and `npm run dev -- <remote>` serve them.
 */
export async function buildChanged(apps, root) {
  // Loaded here, not above: it reads webpack's configuration, which the other users of this file need not.
  const { isUpToDate } = await import('./app-builds.mjs');
  const stale = apps.filter((app) => !isUpToDate(app));
  if (stale.length === 0) return;
  console.log(`Building ${stale.join(', ')} (changed since the last build)...`);
  await Promise.all(
    stale.map((app) => run(`build ${app}`, npm, ['run', 'build', '--workspace', app], { cwd: root })),
  );
}
