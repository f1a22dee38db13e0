import styled from '@emotion/styled';
import { Suspense, lazy } from 'react';
import type { ComponentType, ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, NavLink, Outlet, type RouteObject } from 'react-router';
import type { PageRegistry } from '../registry/pageRegistry';
import { createLuxStore } from '@lux/store';
import { GlobalStyles } from '../ui/GlobalStyles';
import { useRoutesWithoutLineBreaks } from '../routing/useRoutesWithoutLineBreaks';
import { NotFoundPage } from '../ui/not-found/NotFoundPage';
import { PageMessage } from '../ui/query-state/QueryState';
import { colors, layout } from '../ui/theme';
import { describeMockMode, mockModeHandlers, parseMockMode } from './mockMode';
import type { MockMode } from './mockMode';

export { SampleLinks } from './SampleLinks';
export type { SampleLink } from './SampleLinks';

export interface StandaloneRoute {
  path: string;
  element: ReactElement;
  /** Shown in the frame's navigation when given. */
  label?: string;
}

export interface StandaloneOptions {
  /** The remote's page registry (`src/pages.json`): every page it declares is routed, as in the site. */
  registry: PageRegistry;
  /**
   * The remote's page files, from `import.meta.webpackContext('.', { regExp: /Page\.tsx$/, mode: 'lazy' })`
   * in its `src/`: the registry names a file, the context loads it.
   */
  pageFiles: (request: string) => unknown;
  /** Routes of the standalone frame alone, e.g. a start page of sample links. */
  frameRoutes?: StandaloneRoute[];
}

const MOCK_FLAG = 'lux-mock-api';

/** `?mock=...` picks how the API answers for this tab (see mockMode.ts); without it, the last choice. */
function chosenMockMode() {
  const mock = new URLSearchParams(window.location.search).get('mock');
  if (mock !== null) sessionStorage.setItem(MOCK_FLAG, mock);
  return parseMockMode(sessionStorage.getItem(MOCK_FLAG));
}

/** `/booking-conditions` → 'Booking conditions'; paths with parameters get no label. */
const labelOf = (path: string) =>
  path.includes(':') ? undefined : path.slice(1, 2).toUpperCase() + path.slice(2).replace(/-/g, ' ');

function registeredRoutes({ registry, pageFiles }: StandaloneOptions, mockMode: MockMode): StandaloneRoute[] {
  return Object.values(registry.pages).flatMap(({ paths, source, texts }) => {
    // Context keys are relative to src/, registry sources to the remote's folder.
    const file = source.replace(/^\.\/src\//, './');
    const Page = lazy(() => pageFiles(file) as Promise<{ default: ComponentType }>);
    // A page with no loading text makes no call: its error text is what the site shows when its code
    // cannot load, which is what `?mock=error` shows for it, so QA sees every text a page has.
    const element =
      mockMode.kind === 'error' && !mockMode.only && !texts.loading ? (
        <PageMessage tone="error" detail="Mocked failure (?mock=error): the page's code did not load">
          {texts.error}
        </PageMessage>
      ) : (
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      );
    return paths.map((path) => ({ path, element, label: labelOf(path) }));
  });
}

/**
 * A remote on its own, for QA and its team: its registered pages with their own store, router and a
 * plain frame, against the real API (proxied by its server) or the mocked answers of `?mock`.
 */
export async function renderStandalone(remoteName: string, options: StandaloneOptions) {
  const mockMode = chosenMockMode();
  if (mockMode.kind !== 'off') {
    const [{ setupWorker }, { apiHandlers }] = await Promise.all([
      import('msw/browser'),
      import('../testing/handlers'),
    ]);
    await setupWorker(...mockModeHandlers(mockMode), ...apiHandlers).start({
      onUnhandledRequest: 'bypass',
      quiet: true,
    });
  }

  const routes = [...(options.frameRoutes ?? []), ...registeredRoutes(options, mockMode)];
  const routeTable: RouteObject[] = [
    {
      element: (
        <>
          <GlobalStyles />
          <Frame aria-label={`${remoteName} standalone`}>
            <strong>{remoteName}</strong>
            <span>standalone · {describeMockMode(mockMode)}</span>
            <nav>
              {routes
                .filter((route) => route.label)
                .map((route) => (
                  <NavLink key={route.path} to={route.path}>
                    {route.label}
                  </NavLink>
                ))}
            </nav>
          </Frame>
          <Outlet />
        </>
      ),
      // An address no page answers shows the site's not-found page, as composed.
      children: [
        ...routes.map(({ path, element }) => ({ path, element })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
  const StandaloneRoutes = () => useRoutesWithoutLineBreaks(routeTable);

  createRoot(document.getElementById('root') as HTMLElement).render(
    <Provider store={createLuxStore()}>
      <BrowserRouter>
        <StandaloneRoutes />
      </BrowserRouter>
    </Provider>,
  );
}

// Fixed like the shell's header, so pages lay out exactly as they do in the composed site.
const Frame = styled.header`
  position: fixed;
  inset: 0 0 auto;
  z-index: 50;
  height: ${layout.headerHeight}px;
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 6px 20px;
  padding: 0 ${layout.gutter};
  background: ${colors.white};
  border-bottom: 1px dashed ${colors.gold};
  font-size: 0.85rem;
  span {
    color: ${colors.muted};
  }
  nav {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    margin-left: auto;
  }
  a[aria-current='page'] {
    color: ${colors.gold};
  }
`;
