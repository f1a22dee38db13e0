import { createLuxStore } from '@lux/shared';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter, matchPath } from 'react-router';
import { remoteRoutes, routes } from './app/routes';
import { preloadRemotePage } from './federation/loadRemotePage';

const currentRemotePage = remoteRoutes.find(({ path }) => matchPath(path, window.location.pathname));
if (currentRemotePage) preloadRemotePage(currentRemotePage);

const store = createLuxStore();
const router = createBrowserRouter(routes);

createRoot(document.getElementById('root') as HTMLElement).render(
  <Provider store={store}>
    <RouterProvider router={router} />
  </Provider>,
);
