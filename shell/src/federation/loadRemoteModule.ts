import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { currentEntryOf, currentManifest, loadManifest } from './manifest';

export interface RemoteModuleRef {
  /** Federation name, e.g. `mfe_journal`. */
  remote: string;
  /** Exposed module whose default export is a component, e.g. `JournalListPage`. */
  module: string;
}

// Remotes whose last load failed. The next load of any of their modules (a Retry, or another of their
// pages) re-reads the manifest first, so a remote repointed since loads from its new URL, and drops
// what the federation runtime cached of the failure.
const failedRemotes = new Set<string>();

// Modules loaded so far, by the entry they came from: a redeployed remote (a new entry) loads anew.
const loadedModules = new Map<string, ComponentType<object>>();
const loadedKey = (entry: string | undefined, module: string) => `${entry}#${module}`;

/**
 * The module's component if it has loaded from the remote's current entry, to render at once: a server
 * render must not suspend (its HTML would wait on a script), and hydration then needs no second pass.
 */
export function loadedRemoteModule({ remote, module }: RemoteModuleRef): ComponentType<object> | undefined {
  return loadedModules.get(loadedKey(currentEntryOf(remote), module));
}

export async function loadRemoteModule<Props extends object = object>({
  remote,
  module,
}: RemoteModuleRef): Promise<{ default: ComponentType<Props> }> {
  try {
    await (failedRemotes.has(remote) ? loadManifest([remote]) : currentManifest());
    const entry = currentEntryOf(remote);
    const loaded = await loadRemote<{ default: ComponentType<Props> }>(`${remote}/${module}`);
    if (!loaded?.default) throw new Error(`Remote module ${remote}/${module} has no default export`);
    failedRemotes.delete(remote);
    loadedModules.set(loadedKey(entry, module), loaded.default as ComponentType<object>);
    return loaded;
  } catch (error) {
    failedRemotes.add(remote);
    throw error;
  }
}

/** Starts fetching the current route's remote in parallel with the shell's own start-up. */
export function preloadRemoteModule({ remote, module }: RemoteModuleRef): void {
  preloadRemote([{ nameOrAlias: remote, exposes: [`./${module}`] }]).catch(
    // A failed preload is not an error: the module's own load retries and shows the fallback.
    () => undefined,
  );
}
