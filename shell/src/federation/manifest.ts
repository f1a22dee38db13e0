import type { RegisteredPage } from '@lux/shared';
import { getInstance, registerRemotes } from '@module-federation/enhanced/runtime';
import { useSyncExternalStore } from 'react';

/** One remote in `/remotes.json`: where its `remoteEntry.js` is, and the pages of its registry. */
export interface RemoteManifestEntry {
  entry: string;
  /** Its server container, where the shell's server reaches it (never sent to browsers). */
  serverEntry?: string;
  pages: Record<string, RegisteredPage>;
}

/** Federation name → remote, read at runtime: a deployment repoints the site without a shell rebuild. */
export type RemoteManifest = Record<string, RemoteManifestEntry>;

export type ManifestState =
  { status: 'loading' } | { status: 'loaded'; manifest: RemoteManifest } | { status: 'failed' };

let state: ManifestState = { status: 'loading' };
const listeners = new Set<() => void>();
let inFlight: Promise<RemoteManifest> | undefined;

function setState(next: ManifestState) {
  state = next;
  for (const listener of listeners) listener();
}

const isRemoteEntry = (value: unknown): value is RemoteManifestEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RemoteManifestEntry).entry === 'string' &&
  typeof (value as RemoteManifestEntry).pages === 'object';

async function fetchManifest(): Promise<RemoteManifest> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Remote manifest answered ${response.status}`);
  return wellFormed(await response.json());
}

/** The manifest without malformed entries: one costs that remote its pages, not the site its routes. */
export function wellFormed(body: unknown): RemoteManifest {
  return Object.fromEntries(Object.entries(body ?? {}).filter(([, remote]) => isRemoteEntry(remote)));
}

// The browser reads /remotes.json; the shell's server gives the manifest it serves (setManifestSource).
let readManifest = fetchManifest;
const rendersOnServer = typeof window === 'undefined';

/** Where the manifest comes from, for the shell's server. */
export function setManifestSource(source: () => Promise<RemoteManifest>) {
  readManifest = source;
}

interface RemoteRemoval {
  removeRemote: (remote: { name: string }) => void;
}

/** Registers what is new or changed with the federation runtime, and `refresh` (remotes that failed) afresh. */
function register(previous: RemoteManifest, next: RemoteManifest, refresh: string[]) {
  const remotes = Object.entries(next).flatMap(([name, remote]) => {
    const entry = rendersOnServer ? remote.serverEntry : remote.entry;
    return entry ? [{ name, entry }] : [];
  });
  const entryOf = (remote: RemoteManifestEntry | undefined) =>
    rendersOnServer ? remote?.serverEntry : remote?.entry;
  // A changed or refreshed remote is removed first: the runtime lets go of its container, its failed
  // loads and the shared modules only it provided, so the next load fetches the entry and an old version
  // is not kept (what `force` does too, with a warning on every redeploy).
  const stale = remotes.filter(
    ({ name, entry }) => previous[name] && (entryOf(previous[name]) !== entry || refresh.includes(name)),
  );
  if (stale.length > 0) {
    const runtime = getInstance();
    // `removeRemote` is what `registerRemotes(…, { force: true })` calls; only TypeScript calls it private.
    const remoteHandler = runtime?.remoteHandler as unknown as RemoteRemoval | undefined;
    for (const { name } of stale) {
      const registered = runtime?.options.remotes.find((remote) => remote.name === name);
      if (registered) remoteHandler?.removeRemote(registered);
    }
  }
  registerRemotes(
    remotes.filter(({ name }) => !previous[name] || stale.some((remote) => remote.name === name)),
  );
}

/**
 * Reads `/remotes.json` and registers its remotes. `refresh` names remotes to fetch afresh even when
 * their URL is unchanged (one whose load failed, on Retry). If the manifest cannot be read, the routes
 * it gave before stay; with none yet, remote routes show a failure with Retry.
 */
export function loadManifest(refresh: string[] = []): Promise<RemoteManifest> {
  if (inFlight && refresh.length === 0) return inFlight;
  const load = readManifest().then(
    (manifest) => adoptManifest(manifest, refresh),
    (error: unknown) => {
      if (state.status !== 'loaded') setState({ status: 'failed' });
      throw error;
    },
  );
  inFlight = load;
  const settled = () => {
    if (inFlight === load) inFlight = undefined;
  };
  load.then(settled, settled);
  return load;
}

/**
 * Takes `manifest` as the current one without reading it: the browser's copy of what the server
 * rendered with, and on the server the manifest each render starts from.
 */
export function adoptManifest(manifest: RemoteManifest, refresh: string[] = []): RemoteManifest {
  if (!rendersOnServer && !servedOrigins) {
    servedOrigins = new Set(Object.values(manifest).flatMap(({ entry }) => originOf(entry) ?? []));
  }
  register(state.status === 'loaded' ? state.manifest : {}, manifest, refresh);
  setState({ status: 'loaded', manifest });
  return manifest;
}

// The page's Content-Security-Policy lets code come from the remotes' origins in the manifest the page
// was served with (scripts/lib/security-headers.cjs), which the browser adopts first.
let servedOrigins: Set<string> | undefined;

function originOf(url: string): string | undefined {
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether this page's policy lets the remote's current code run: false once the remote has moved to an
 * origin the page was not served with, whose code only a page served since may load.
 */
export function allowedByPagePolicy(remote: string): boolean {
  const entry = currentEntryOf(remote);
  const origin = entry === undefined || rendersOnServer ? undefined : originOf(entry);
  if (!origin || !servedOrigins) return true;
  return origin === window.location.origin || servedOrigins.has(origin);
}

/** Where the remote's code is loaded from now (its server entry on the server), if it is known. */
export function currentEntryOf(remote: string): string | undefined {
  if (state.status !== 'loaded') return undefined;
  const entry = state.manifest[remote];
  return rendersOnServer ? entry?.serverEntry : entry?.entry;
}

/** The manifest as loaded so far, loading it if nothing has yet. */
export function currentManifest(): Promise<RemoteManifest> {
  return state.status === 'loaded' ? Promise.resolve(state.manifest) : loadManifest();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Re-renders when the manifest loads, fails or changes. */
export function useRemoteManifest(): ManifestState {
  const snapshot = () => state;
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
