import { heroUnderHeaderChanged, serverStateHydrated } from '@lux/shared';
import { startTransition, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { routes } from './app/routes';
import { createShellStore } from './app/store';
import {
  RemoteModuleLoadError,
  preloadRemoteModule,
  remoteFailedOnServer,
} from './federation/loadRemoteModule';
import { adoptManifest, loadManifest } from './federation/manifest';
import type { RemoteManifest } from './federation/manifest';
import { RemoteModulesFailedAtRender, remoteOfModuleKey } from './federation/RemoteMount';
import { findRemotePage } from './federation/RemoteRoutes';
import { readServerState } from './server/serverState';

const serverState = readServerState();
const store = createShellStore();
const router = createBrowserRouter(routes);
const rootElement = document.getElementById('root') as HTMLElement;

function preloadCurrentRemote(manifest: RemoteManifest) {
  const page = findRemotePage(manifest, window.location.pathname);
  if (page) preloadRemoteModule(page);
}

/** The site; `failedAtRender` holds for the page the server rendered, not for the next one. */
function App({ failedAtRender = [] }: { failedAtRender?: readonly string[] }) {
  const [failedModules, setFailedModules] = useState(failedAtRender);
  useEffect(() => router.subscribe(() => setFailedModules([])), []);
  useEffect(() => {
    // The page paints before its code runs: this marks when its controls work (the browser tests wait for it).
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <RemoteModulesFailedAtRender.Provider value={failedModules}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </RemoteModulesFailedAtRender.Provider>
  );
}

if (serverState) {
  // The page arrived rendered: take over what it was rendered with, then hydrate it. In a transition,
  // so hydration yields to the browser between pieces instead of holding the main thread.
  const manifest = adoptManifest(serverState.manifest);
  // A remote that failed at render is loaded by its fallback's Retry, not tried (and failed) now.
  if (serverState.failedModules.length === 0) preloadCurrentRemote(manifest);
  for (const key of serverState.failedModules) remoteFailedOnServer(remoteOfModuleKey(key));
  store.dispatch(serverStateHydrated(serverState.luxApi));
  store.dispatch(heroUnderHeaderChanged(serverState.heroUnderHeader));
  startTransition(() => {
    hydrateRoot(rootElement, <App failedAtRender={serverState.failedModules} />, {
      onRecoverableError(error) {
        // The server rendered a remote's page this browser cannot load: its fallback replaces it, as
        // on any page whose remote is down. Anything else is a real hydration problem.
        if (error instanceof Error && error.cause instanceof RemoteModuleLoadError) return;
        reportError(error);
      },
    });
  });
} else {
  // The development server sends an empty page: read the manifest and render here.
  loadManifest().then(preloadCurrentRemote, () => undefined);
  createRoot(rootElement).render(<App />);
}
