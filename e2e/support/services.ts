// The real servers of the composed site, started as separate processes so a test can stop one (a remote
// that went down, the API that went down) and bring it back, exactly as in production.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { portOf, serverArgs, siteManifest, siteOrigins } from './site';
import type { RemoteApp } from './site';

const root = path.resolve(__dirname, '..', '..');
const stateDir = path.join(root, '.tmp', `e2e-${portOf('shell')}`);

export const serviceNames = [
  'api',
  'shell',
  'mfe-destinations',
  'mfe-experiences',
  'mfe-enquiry',
  'mfe-journal',
] as const;
export type ServiceName = (typeof serviceNames)[number];

const healthUrl = (name: ServiceName) =>
  `http://127.0.0.1:${portOf(name)}${name === 'api' ? '/api/v1/health' : '/'}`;

export const databasePath = path.join(stateDir, 'e2e.sqlite');

/** The file the shell serves as /remotes.json: a test rewrites it (or has scripts/remotes-manifest.mjs do so) to repoint the site at a remote. */
export const manifestPath = path.join(stateDir, 'remotes.json');

/**
 * The PROXY_SECRET the API and the front ends share, as npm start gives them: one per run of the tests,
 * kept in the state folder so that every worker that restarts a service gives it the same one.
 */
function proxySecret(): string {
  const file = path.join(stateDir, 'proxy-secret');
  mkdirSync(stateDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8');
}

function command(name: ServiceName): { args: string[]; cwd: string; env: NodeJS.ProcessEnv } {
  if (name === 'api') {
    return {
      // The compiled server, as production runs it (npm run build builds it).
      args: ['--enable-source-maps', 'dist/server.js'],
      cwd: path.join(root, 'api'),
      env: {
        ...process.env,
        PORT: String(portOf('api')),
        SQLITE_PATH: databasePath,
        TRUST_PROXY: '127.0.0.1',
        PROXY_SECRET: proxySecret(),
        // The sitemap's URLs are the shell's (its default SITE_ORIGIN).
        SITE_ORIGIN: `http://localhost:${portOf('shell')}`,
        SITE_ORIGINS: siteOrigins().join(','),
      },
    };
  }
  return {
    args: serverArgs(name),
    cwd: root,
    // TRUST_PROXY: a test speaks as the TLS proxy in front (X-Forwarded-Proto).
    env: {
      ...process.env,
      PORT: String(portOf(name)),
      REMOTES_MANIFEST: manifestPath,
      TRUST_PROXY: '127.0.0.1',
      PROXY_SECRET: proxySecret(),
    },
  };
}

const pidFile = (name: ServiceName) => path.join(stateDir, `${name}.pid`);

/** What a service printed, each start appended: a failing test shows the lines written while it ran. */
export const serviceLog = (name: ServiceName) => path.join(stateDir, `${name}.log`);

async function waitUntilAnswering(url: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await isAnswering(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000}s`);
}

const isAnswering = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

/** Starts a service unless it is already up. */
export async function startService(name: ServiceName) {
  if (await isAnswering(healthUrl(name))) return;
  mkdirSync(stateDir, { recursive: true });
  const { args, cwd, env } = command(name);
  const log = openSync(serviceLog(name), 'a');
  const child = spawn(process.execPath, args, {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', log, log],
  });
  child.unref();
  closeSync(log);
  writeFileSync(pidFile(name), String(child.pid));
  await waitUntilAnswering(healthUrl(name));
}

/** Stops a service, or with SIGKILL kills it where it stands, as a crash or the OOM killer would. */
export async function stopService(name: ServiceName, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') {
  const file = pidFile(name);
  if (!existsSync(file)) return;
  const pid = Number(readFileSync(file, 'utf8'));
  rmSync(file);
  try {
    process.kill(-pid, signal);
  } catch {
    return; // already gone
  }
  // Stopped means exited: a server that is closing answers 503 on connections it still holds (a test's
  // pooled keep-alive connection), and would answer a request meant for its successor. One still closing
  // after a few seconds is killed.
  if (await exitsWithin(pid, 5_000)) return;
  process.kill(-pid, 'SIGKILL');
  if (!(await exitsWithin(pid, 5_000))) throw new Error(`${name} (process group ${pid}) did not exit`);
}

/** Whether the process still runs: a zombie has exited, only its parent has not collected it yet. */
const isRunning = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

/** Whether the service's process (its group's leader) has exited within `timeoutMs`. */
async function exitsWithin(pid: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (isRunning(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/**
 * Writes the site's manifest: every remote on its own port, or where `baseUrls` points it. Written whole
 * and renamed, as a deployment would, so the shell never serves half of it.
 */
export function writeSiteManifest(baseUrls: Partial<Record<RemoteApp, string>> = {}) {
  mkdirSync(stateDir, { recursive: true });
  writeFileSync(`${manifestPath}.tmp`, JSON.stringify(siteManifest(root, baseUrls)));
  renameSync(`${manifestPath}.tmp`, manifestPath);
}

/** A fresh state: an empty folder, the content files seeded into a new database, the remotes' manifest. */
export function resetState() {
  rmSync(stateDir, { recursive: true, force: true });
  mkdirSync(stateDir, { recursive: true });
  // The API writes no content: the seed does, as a deploy runs it (npm run build builds it).
  execFileSync(process.execPath, ['--enable-source-maps', 'dist/seed.js'], {
    cwd: path.join(root, 'api'),
    env: { ...process.env, SQLITE_PATH: databasePath },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  writeSiteManifest();
}
