import styled from '@emotion/styled';
import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { NavLink, Outlet, RouterProvider, createBrowserRouter } from 'react-router';
import { createLuxStore } from '../store/createLuxStore';
import { GlobalStyles } from '../ui/GlobalStyles';
import { colors, layout } from '../ui/theme';

export interface StandaloneRoute {
  path: string;
  element: ReactElement;
  /** Shown in the frame's navigation when given (routes with params usually have none). */
  label?: string;
}

const MOCK_FLAG = 'lux-mock-api';

/** `?mock` turns mocked responses on for this tab, `?mock=off` turns them off again. */
function wantsMockApi(): boolean {
  const mock = new URLSearchParams(window.location.search).get('mock');
  if (mock !== null) sessionStorage.setItem(MOCK_FLAG, mock === 'off' ? 'off' : 'on');
  return sessionStorage.getItem(MOCK_FLAG) === 'on';
}

/**
 * A remote on its own, for QA and its team: its own store, router and a plain frame, against the real
 * API (proxied by its server) or, with `?mock`, against the MSW handlers of @lux/shared/testing.
 */
export async function renderStandalone(remoteName: string, routes: StandaloneRoute[]) {
  const mocked = wantsMockApi();
  if (mocked) {
    const [{ setupWorker }, { apiHandlers }] = await Promise.all([
      import('msw/browser'),
      import('../testing/handlers'),
    ]);
    await setupWorker(...apiHandlers).start({ onUnhandledRequest: 'bypass', quiet: true });
  }

  const router = createBrowserRouter([
    {
      element: (
        <>
          <GlobalStyles />
          <Frame aria-label={`${remoteName} standalone`}>
            <strong>{remoteName}</strong>
            <span>standalone · {mocked ? 'mocked API' : 'live API'}</span>
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
      children: routes.map(({ path, element }) => ({ path, element })),
    },
  ]);

  createRoot(document.getElementById('root') as HTMLElement).render(
    <Provider store={createLuxStore()}>
      <RouterProvider router={router} />
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
