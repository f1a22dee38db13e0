import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import { isTemporaryFileAnswer } from '@lux/shared/checked-file-fetch';
import type { ComponentType } from 'react';
import { allowedByPagePolicy, currentEntryOf, currentManifest, loadManifest } from './manifest';

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

/** A remote the shell's server could not load for this page: its first Retry re-reads the manifest too. */
export function remoteFailedOnServer(remote: string) {
  failedRemotes.add(remote);
}

// Modules loaded so far, per remote, from the entry they came from: a redeployed remote (a new entry)
// loads anew, and what came from its old entry is let go (the server runs through many versions).
const loadedModules = new Map<
  string,
  { entry: string | undefined; modules: Map<string, ComponentType<object>> }
>();

/**
 * The module's component if it has loaded from the remote's current entry, to render at once: a server
 * render must not suspend (its HTML would wait on a script), and hydration then needs no second pass.
 */
export function loadedRemoteModule({ remote, module }: RemoteModuleRef): ComponentType<object> | undefined {
  const loaded = loadedModules.get(remote);
  return loaded && loaded.entry === currentEntryOf(remote) ? loaded.modules.get(module) : undefined;
}

/**
 * A failure that a second request may well not meet. In the browser: a chunk the page's HTML preloaded
 * while the remote was down answers its first load with that failure (the browser keeps it); webpack
 * forgets a failed chunk, so asking again fetches it. On the server, where chunks are fetched: a request
 * that failed on its connection (reset, refused for a moment under load), or that the remote's server
 * answered with a temporary failure (busy, restarting); not a missing file.
 */
const isWorthAskingAgain = (error: unknown) =>
  isTemporaryFileAnswer(error) ||
  (error instanceof Error &&
    (error.name === 'ChunkLoadError' || (error instanceof TypeError && error.message === 'fetch failed')));

// The loads of each remote's modules, one after another, each after the last has settled. A load after a
// failure must start from a remote registered afresh (above): one already under way when another fails,
// of a remote whose shared libraries cannot be resolved (built for a major of @lux/store the page does
// not have), finds the federation runtime's entry for its kit half made, and runs the remote against a
// kit that is undefined; so does every later load. Loads of different remotes still overlap.
const remoteLoads = new Map<string, Promise<unknown>>();

function oneAtATime<T>(remote: string, load: () => Promise<T>): Promise<T> {
  const loading = (remoteLoads.get(remote) ?? Promise.resolve()).then(load, load);
  const settled = loading.catch(() => undefined);
  remoteLoads.set(remote, settled);
  void settled.then(() => {
    if (remoteLoads.get(remote) === settled) remoteLoads.delete(remote);
  });
  return loading;
}

export function loadRemoteModule<Props extends object = object>(
  ref: RemoteModuleRef,
): Promise<{ default: ComponentType<Props> }> {
  return oneAtATime(ref.remote, () => loadInTurn<Props>(ref));
}

async function loadInTurn<Props extends object>({
  remote,
  module,
}: RemoteModuleRef): Promise<{ default: ComponentType<Props> }> {
  try {
    await (failedRemotes.has(remote) ? loadManifest([remote]) : currentManifest());
    if (!allowedByPagePolicy(remote)) {
      // Moved to another origin since this page was served: the page again, with a policy that names it.
      window.location.reload();
      return await new Promise<never>(() => undefined);
    }
    const entry = currentEntryOf(remote);
    const load = () => loadRemote<{ default: ComponentType<Props> }>(`${remote}/${module}`);
    const loaded = await load().catch((error: unknown) => {
      if (isWorthAskingAgain(error)) return load();
      throw error;
    });
    if (!loaded?.default) throw new Error(`Remote module ${remote}/${module} has no default export`);
    failedRemotes.delete(remote);
    const fromEntry = loadedModules.get(remote);
    const modules =
      fromEntry && fromEntry.entry === entry ? fromEntry.modules : new Map<string, ComponentType<object>>();
    modules.set(module, loaded.default as ComponentType<object>);
    loadedModules.set(remote, { entry, modules });
    return loaded;
  } catch (error) {
    failedRemotes.add(remote);
    throw new RemoteModuleLoadError(`${remote}/${module}`, { cause: error });
  }
}

/** A remote module that could not be loaded: its caller shows a fallback, so it is not a page error. */
export class RemoteModuleLoadError extends Error {
  override name = 'RemoteModuleLoadError';
  constructor(module: string, options: { cause: unknown }) {
    const { cause } = options;
    const reason = cause instanceof Error ? cause.message : String(cause);
    // A failed fetch says why only in its own cause (ECONNRESET, UND_ERR_SOCKET...): the log needs it.
    const why = cause instanceof Error && cause.cause instanceof Error ? cause.cause : undefined;
    const detail = why ? ` (${(why as { code?: string }).code ?? why.message})` : '';
    super(`Could not load remote module ${module}: ${reason}${detail}`, options);
  }
}

/** Starts fetching the current route's remote in parallel with the shell's own start-up. */
export function preloadRemoteModule({ remote, module }: RemoteModuleRef): void {
  preloadRemote([{ nameOrAlias: remote, exposes: [`./${module}`] }]).catch(
    // A failed preload is not an error: the module's own load retries and shows the fallback.
    () => undefined,
  );
}
