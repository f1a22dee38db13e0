import { loadRemote, preloadRemote, registerRemotes, getInstance } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { ensureRemotesRegistered } from './manifest';

export interface RemoteModuleRef {
  /** Federation name, e.g. `mfe_journal`. */
  remote: string;
  /** Exposed module whose default export is a component, e.g. `JournalListPage`. */
  module: string;
}

export async function loadRemoteModule<Props extends object = object>({
  remote,
  module,
}: RemoteModuleRef): Promise<{ default: ComponentType<Props> }> {
  await ensureRemotesRegistered();
  const loaded = await loadRemote<{ default: ComponentType<Props> }>(`${remote}/${module}`);
  if (!loaded?.default) throw new Error(`Remote module ${remote}/${module} has no default export`);
  return loaded;
}

/** Starts fetching the current route's remote in parallel with the shell's own start-up. */
export function preloadRemoteModule({ remote, module }: RemoteModuleRef): void {
  ensureRemotesRegistered()
    .then(() => preloadRemote([{ nameOrAlias: remote, exposes: [`./${module}`] }]))
    // A failed preload is not an error: the module's own load retries and shows the fallback.
    .catch(() => undefined);
}

/** Drops what the runtime cached of a remote that failed, so the next load fetches it afresh. */
export function forgetRemote(remote: string): void {
  const registered = getInstance()?.options.remotes.find((r) => r.name === remote);
  if (registered) registerRemotes([registered], { force: true });
}
