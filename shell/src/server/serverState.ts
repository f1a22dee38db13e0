import type { RemoteManifest } from '../federation/manifest';

/** The id of the JSON script holding what the server rendered with. */
export const SERVER_STATE_ID = 'lux-server-state';

/** What a server render hands the browser, as JSON (never as script), so hydration starts from it. */
export interface ServerState {
  /** The api slice's settled queries, for `serverStateHydrated`. */
  luxApi: Record<string, unknown>;
  /** The remotes the page was rendered with: no /remotes.json request before the page's remote loads. */
  manifest: RemoteManifest;
  /** Remote modules that could not be loaded at render time (RemoteModulesFailedAtRender). */
  failedModules: string[];
  /** Remote modules still loading when the render went out (RemoteModulesLoadingAtRender). */
  loadingModules: string[];
  /** Whether the page opens on a hero under a clear header, as its HTML shows it. */
  heroUnderHeader: boolean;
}

/** The state of the server render this page came from, or undefined when it was not server-rendered. */
export function readServerState(): ServerState | undefined {
  const script = document.getElementById(SERVER_STATE_ID);
  if (!script?.textContent) return undefined;
  return JSON.parse(script.textContent) as ServerState;
}
