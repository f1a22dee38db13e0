import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { routes } from './app/routes';
import { createShellStore } from './app/store';
import { preloadRemoteModule } from './federation/loadRemoteModule';
import { loadManifest } from './federation/manifest';
import { findRemotePage } from './federation/RemoteRoutes';

// The manifest (preloaded by the HTML) names the current route's remote: start fetching it at once.
loadManifest().then(
  (manifest) => {
    const page = findRemotePage(manifest, window.location.pathname);
    if (page) preloadRemoteModule(page);
  },
  // The routes show the failure, with a Retry.
  () => undefined,
);

const store = createShellStore();
const router = createBrowserRouter(routes);

createRoot(document.getElementById('root') as HTMLElement).render(
  <Provider store={store}>
    <RouterProvider router={router} />
  </Provider>,
);
