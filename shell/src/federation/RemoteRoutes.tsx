import { NotFoundPage } from '@lux/shared';
import { useEffect, useMemo } from 'react';
import type { RouteObject } from 'react-router';
import { matchPath, useRoutes } from 'react-router';
import { loadManifest, useRemoteManifest } from './manifest';
import type { RemoteManifest } from './manifest';
import { Pending, RemoteFallback, RemotePage } from './RemotePage';
import type { RemotePageProps } from './RemotePage';

type RemotePageRoute = RemotePageProps & { path: string };

/** Every path of every page the manifest's registries declare (SPEC 2.1's remote routes). */
export function remotePageRoutes(manifest: RemoteManifest): RemotePageRoute[] {
  return Object.entries(manifest).flatMap(([remote, { pages }]) =>
    Object.entries(pages).flatMap(([module, { paths, texts }]) =>
      paths.map((path) => ({
        path,
        remote,
        module,
        texts,
        // The enquiry page's own fallback gives the phone number, not a link back to itself.
        offerEnquiry: !paths.includes('/enquire'),
      })),
    ),
  );
}

/** The remote page an address shows, if any. */
export function findRemotePage(manifest: RemoteManifest, pathname: string): RemotePageRoute | undefined {
  return remotePageRoutes(manifest).find(({ path }) => matchPath(path, pathname));
}

/**
 * The routes the shell learns at runtime from `/remotes.json`: a remote's team adds or renames a page in
 * its registry and redeploys, and the shell routes it without a rebuild. Anything else is not found.
 */
export function RemoteRoutes() {
  const manifest = useRemoteManifest();
  useEffect(() => {
    // The shell's start-up has usually asked already; the read is shared, and a failure is shown below.
    if (manifest.status === 'loading') loadManifest().catch(() => undefined);
  }, [manifest.status]);
  const routes = useMemo<RouteObject[]>(() => {
    if (manifest.status === 'loading') return [{ path: '*', element: <Pending aria-busy="true" /> }];
    if (manifest.status === 'failed') {
      const retry = () => void loadManifest().catch(() => undefined);
      return [
        { path: '*', element: <RemoteFallback message="This page could not be loaded." onRetry={retry} /> },
      ];
    }
    return [
      ...remotePageRoutes(manifest.manifest).map(({ path, ...page }) => ({
        path,
        // Keyed by module: a failed page's fallback must not carry over to the next remote's page.
        element: <RemotePage key={`${page.remote}/${page.module}`} {...page} />,
      })),
      { path: '*', element: <NotFoundPage /> },
    ];
  }, [manifest]);
  return useRoutes(routes);
}
