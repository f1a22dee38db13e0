import type { RegisteredPage } from '@lux/shared';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { useSyncExternalStore } from 'react';

/** One remote in `/remotes.json`: where its `remoteEntry.js` is, and the pages of its registry. */
export interface RemoteManifestEntry {
  entry: string;
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
  const body: unknown = await response.json();
  // A malformed entry costs that remote its pages, not the whole site its routes.
  return Object.fromEntries(Object.entries(body ?? {}).filter(([, remote]) => isRemoteEntry(remote)));
}

/** Registers what is new or changed with the federation runtime, and `refresh` (remotes that failed) afresh. */
function register(previous: RemoteManifest, next: RemoteManifest, refresh: string[]) {
  const remotes = Object.entries(next).map(([name, { entry }]) => ({ name, entry }));
  registerRemotes(remotes.filter(({ name }) => !previous[name]));
  // Forcing drops the runtime's cached container and failed loads, so the next load fetches the entry.
  const stale = remotes.filter(
    ({ name, entry }) => previous[name] && (previous[name].entry !== entry || refresh.includes(name)),
  );
  if (stale.length > 0) registerRemotes(stale, { force: true });
}

/**
 * Reads `/remotes.json` and registers its remotes. `refresh` names remotes to fetch afresh even when
 * their URL is unchanged (one whose load failed, on Retry). If the manifest cannot be read, the routes
 * it gave before stay; with none yet, remote routes show a failure with Retry.
 */
export function loadManifest(refresh: string[] = []): Promise<RemoteManifest> {
  if (inFlight && refresh.length === 0) return inFlight;
  const load = fetchManifest().then(
    (manifest) => {
      register(state.status === 'loaded' ? state.manifest : {}, manifest, refresh);
      setState({ status: 'loaded', manifest });
      return manifest;
    },
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
  return useSyncExternalStore(subscribe, () => state);
}
