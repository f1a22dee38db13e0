// Child processes for the orchestration scripts: labelled output, a clean stop of all of them on Ctrl-C
// or when one dies, and a wait for a server to answer.
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const children = new Set();
let stopping = false;

function pipeLabelled(stream, label, target) {
  readline.createInterface({ input: stream }).on('line', (line) => target.write(`[${label}] ${line}\n`));
}

// Each child leads its own process group, so stopping it also stops what it started (npm → webpack).
function spawnInGroup(command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...options });
  children.add(child);
  return child;
}

function terminate(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/** Runs a command to completion; rejects when it fails. */
export function run(label, command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawnInGroup(command, args, options);
    pipeLabelled(child.stdout, label, process.stdout);
    pipeLabelled(child.stderr, label, process.stderr);
    child.on('error', reject);
    child.on('exit', (code) => {
      children.delete(child);
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

export function stopAll(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) terminate(child);
  const exit = () => process.exit(exitCode);
  if (children.size === 0) exit();
  let remaining = children.size;
  for (const child of children) {
    child.once('exit', () => {
      remaining -= 1;
      if (remaining === 0) exit();
    });
  }
  setTimeout(exit, 5000).unref();
}

process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));
