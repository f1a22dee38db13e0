import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { escapedLineBreaks } from '../links/links';

/**
 * React Router's `useRoutes`, with an address that has an escaped line break sent on to the same address
 * without it, as the site's server sends it (`canonicalUrl`). The router matches the decoded path and its
 * catch-all (`*`, the not-found page) does not match a line break: no route would match, and the page
 * would render empty, with neither header nor not-found text (a remote run on its own, an in-app link).
 */
export function useRoutesWithoutLineBreaks(routes: RouteObject[]) {
  const location = useLocation();
  const pathname = location.pathname.replace(escapedLineBreaks, '') || '/';
  const clean = pathname === location.pathname;
  // Matched at the clean address either way: at the other, no route would (and the router warns so).
  const page = useRoutes(routes, clean ? undefined : { ...location, pathname });
  return clean ? page : <Navigate replace to={{ pathname, search: location.search, hash: location.hash }} />;
}
