import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter, matchPath } from 'react-router';
import { remoteRoutes, routes } from './app/routes';
import { createShellStore } from './app/store';
import { preloadRemoteModule } from './federation/loadRemoteModule';

const currentRemotePage = remoteRoutes.find(({ path }) => matchPath(path, window.location.pathname));
if (currentRemotePage) preloadRemoteModule(currentRemotePage);

const store = createShellStore();
const router = createBrowserRouter(routes);

createRoot(document.getElementById('root') as HTMLElement).render(
  <Provider store={store}>
    <RouterProvider router={router} />
  </Provider>,
);
