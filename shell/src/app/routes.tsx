import { lazy } from 'react';
import { useRoutesWithoutLineBreaks } from '@lux/shared';
import type { RouteObject } from 'react-router';
import { RemoteFallback } from '../federation/RemotePage';
import { RemoteRoutes } from '../federation/RemoteRoutes';
import { PageErrorBoundary } from '../federation/RemoteMount';
import { HOME_PATH, loadHomePage, loadedHomePage } from '../home/loadHomePage';
import { Layout } from './Layout';
import { HydratesLater } from './pageHydration';

// Made once, outside React state, so a navigation's suspended render settles (see RemoteMount).
const LazyHomePage = lazy(() => loadHomePage().then((HomePage) => ({ default: HomePage })));

/** Home, from its own chunk: rendered at once when its code is here (a server render, hydration). */
function Home() {
  const HomePage = loadedHomePage() ?? LazyHomePage;
  return (
    <PageErrorBoundary
      fallback={
        <RemoteFallback message="This page could not be loaded." onRetry={() => window.location.reload()} />
      }
    >
      <HydratesLater>
        {/* eslint-disable-next-line react-hooks/static-components -- the module's one component, or one lazy */}
        <HomePage />
      </HydratesLater>
    </PageErrorBoundary>
  );
}

/**
 * The shell's route table: home is the shell's own; every other route is a remote's page, declared in
 * that remote's `src/pages.json` and learnt at runtime from `/remotes.json` (see RemoteRoutes).
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: HOME_PATH, element: <Home /> },
      { path: '*', element: <RemoteRoutes /> },
    ],
  },
];

/** The page the route table gives for the router's location. */
export function ShellRoutes() {
  return useRoutesWithoutLineBreaks(routes);
}
