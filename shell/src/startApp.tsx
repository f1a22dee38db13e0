import { heroUnderHeaderChanged, serverStateHydrated } from '@lux/shared';
import { startTransition, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, useLocation } from 'react-router';
import { ShellRoutes } from './app/routes';
import { PageHydrationContext, createPageHydration } from './app/pageHydration';
import { createShellStore, type ShellState } from './app/store';
import {
  RemoteModuleLoadError,
  loadRemoteModule,
  preloadRemoteModule,
  remoteFailedOnServer,
} from './federation/loadRemoteModule';
import { adoptManifest, loadManifest } from './federation/manifest';
import type { RemoteManifest } from './federation/manifest';
import {
  RemoteModulesFailedAtRender,
  RemoteModulesLoadingAtRender,
  remoteOfModuleKey,
} from './federation/RemoteMount';
import { findRemotePage } from './federation/RemoteRoutes';
import { HOME_PATH, loadHomePage } from './home/loadHomePage';
import { readServerState } from './server/serverState';

const serverState = readServerState();
const store = createShellStore();
const rootElement = document.getElementById('root') as HTMLElement;

function preloadCurrentRemote(manifest: RemoteManifest) {
  const page = findRemotePage(manifest, window.location.pathname);
  if (page) preloadRemoteModule(page);
}

const noModules: readonly string[] = [];

interface ModulesAtRender {
  /** Modules the server failed to load. */
  failedAtRender?: readonly string[];
  /** Modules still loading when the server sent the page. */
  loadingAtRender?: readonly string[];
}

/**
 * The shell's routes. Modules the server failed to load (or was still loading) hold for the page it
 * rendered, not for the next one: the first navigation forgets them.
 */
function AppRoutes({ failedAtRender = noModules, loadingAtRender = noModules }: ModulesAtRender) {
  const { key } = useLocation();
  const [renderedKey] = useState(key);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && key !== renderedKey) setNavigated(true);
  const onRenderedPage = !navigated && key === renderedKey;
  return (
    <RemoteModulesFailedAtRender.Provider value={onRenderedPage ? failedAtRender : noModules}>
      <RemoteModulesLoadingAtRender.Provider value={onRenderedPage ? loadingAtRender : noModules}>
        <ShellRoutes />
      </RemoteModulesLoadingAtRender.Provider>
    </RemoteModulesFailedAtRender.Provider>
  );
}

interface AppProps extends ModulesAtRender {
  /**
   * The store as the server rendered the page, which every part of it hydrates from: parts that hydrate
   * in later passes must render the server's text even if an answer has come in since.
   */
  hydrationState?: ShellState;
  /** Called once the whole page has hydrated: its controls all work. */
  onHydrated: () => void;
}

function App({ failedAtRender, loadingAtRender, hydrationState, onHydrated }: AppProps) {
  const [hydration] = useState(() => createPageHydration(onHydrated));
  useEffect(() => hydration.rootHydrated(), [hydration]);
  return (
    <PageHydrationContext.Provider value={hydration}>
      <Provider store={store} serverState={hydrationState}>
        <BrowserRouter>
          <AppRoutes failedAtRender={failedAtRender} loadingAtRender={loadingAtRender} />
        </BrowserRouter>
      </Provider>
    </PageHydrationContext.Provider>
  );
}

declare global {
  interface Window {
    /** What the visitor did before hydration, held by the HTML's first script (early-events/). */
    luxEarlyEvents?: {
      /** Stops holding events and does, in order, what the visitor did while they were held. */
      replay(): void;
    };
  }
}

/**
 * Hydrates the server's page (or renders the development server's empty one), then replays what the
 * visitor did to it meanwhile and marks `<html data-hydrated>` (the browser tests wait for it).
 */
export async function startApp() {
  // In a task of its own: by then what hydration's last effects set has rendered (a form has taken
  // the answers typed before it hydrated), so a replayed submit sends them.
  const onHydrated = () =>
    setTimeout(() => {
      window.luxEarlyEvents?.replay();
      document.documentElement.dataset.hydrated = 'true';
      performance.mark('lux:hydrated');
    }, 0);

  if (!serverState) {
    // The development server sends an empty page: read the manifest and render here.
    loadManifest().then(preloadCurrentRemote, () => undefined);
    createRoot(rootElement).render(<App onHydrated={onHydrated} />);
    return;
  }

  // The page arrived rendered: take over what it was rendered with, then hydrate it.
  const manifest = adoptManifest(serverState.manifest);
  for (const key of serverState.failedModules) remoteFailedOnServer(remoteOfModuleKey(key));
  store.dispatch(serverStateHydrated(serverState.luxApi));
  store.dispatch(heroUnderHeaderChanged(serverState.heroUnderHeader));
  // The page's remote module is loaded first (its files were preloaded from the HTML), so its part of
  // the page hydrates with the rest: left waiting on its code, a click replayed there would be dropped.
  // A remote that failed at render is loaded by its fallback's Retry, not tried (and failed) now.
  // Home's code likewise (asked for in index.ts): the shell's own page.
  const page = findRemotePage(manifest, window.location.pathname);
  if (page && serverState.failedModules.length === 0) {
    await loadRemoteModule(page).catch(() => undefined);
  } else if (window.location.pathname === HOME_PATH) {
    await loadHomePage().catch(() => undefined);
  }
  // In a transition, so hydration yields to the browser between pieces instead of holding the main thread.
  const { failedModules, loadingModules } = serverState;
  const hydrationState = store.getState();
  startTransition(() => {
    hydrateRoot(
      rootElement,
      <App
        failedAtRender={failedModules}
        loadingAtRender={loadingModules}
        hydrationState={hydrationState}
        onHydrated={onHydrated}
      />,
      {
        onRecoverableError(error) {
          // The server rendered a remote's page this browser cannot load: its fallback replaces it, as
          // on any page whose remote is down. Anything else is a real hydration problem.
          if (error instanceof Error && error.cause instanceof RemoteModuleLoadError) return;
          reportError(error);
        },
      },
    );
  });
}
