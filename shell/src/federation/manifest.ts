import { registerRemotes } from '@module-federation/enhanced/runtime';

/** Federation name → URL of the remote's `remoteEntry.js`, read at runtime from `/remotes.json`. */
export type RemoteManifest = Record<string, string>;

let registration: Promise<void> | undefined;

async function fetchManifest(): Promise<RemoteManifest> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Remote manifest answered ${response.status}`);
  return (await response.json()) as RemoteManifest;
}

/**
 * Registers the remotes a deployment lists in `/remotes.json` (changing that file repoints the site at
 * another build of a remote, with no shell rebuild). A failure is forgotten so the next call tries again.
 */
export function ensureRemotesRegistered(): Promise<void> {
  registration ??= fetchManifest().then(
    (manifest) => registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry }))),
    (error: unknown) => {
      registration = undefined;
      throw error;
    },
  );
  return registration;
}
