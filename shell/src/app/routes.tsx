import { type RouteObject, useRoutes } from 'react-router';
import { RemoteRoutes } from '../federation/RemoteRoutes';
import { HomePage } from '../home/HomePage';
import { Layout } from './Layout';

/**
 * The shell's route table: home is the shell's own; every other route is a remote's page, declared in
 * that remote's `src/pages.json` and learnt at runtime from `/remotes.json` (see RemoteRoutes).
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '*', element: <RemoteRoutes /> },
    ],
  },
];

/** The page the route table gives for the router's location. */
export function ShellRoutes() {
  return useRoutes(routes);
}
