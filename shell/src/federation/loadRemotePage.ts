import { loadRemote, preloadRemote, registerRemotes, getInstance } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { ensureRemotesRegistered } from './manifest';

export interface RemotePageRef {
  /** Federation name, e.g. `mfe_journal`. */
  remote: string;
  /** Exposed module, e.g. `JournalListPage`. */
  module: string;
}

export async function loadRemotePage({ remote, module }: RemotePageRef): Promise<{ default: ComponentType }> {
  await ensureRemotesRegistered();
  const loaded = await loadRemote<{ default: ComponentType }>(`${remote}/${module}`);
  if (!loaded?.default) throw new Error(`Remote module ${remote}/${module} has no default export`);
  return loaded;
}

/** Starts fetching the current route's remote in parallel with the shell's own start-up. */
export function preloadRemotePage({ remote, module }: RemotePageRef): void {
  ensureRemotesRegistered()
    .then(() => preloadRemote([{ nameOrAlias: remote, exposes: [`./${module}`] }]))
    // A failed preload is not an error: the page's own load retries and shows the fallback.
    .catch(() => undefined);
}

/** Drops what the runtime cached of a remote that failed, so the next load fetches it afresh. */
export function forgetRemote(remote: string): void {
  const registered = getInstance()?.options.remotes.find((r) => r.name === remote);
  if (registered) registerRemotes([registered], { force: true });
}
