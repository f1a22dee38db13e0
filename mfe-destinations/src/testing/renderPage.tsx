import { createIntentRecordingStore } from '@lux/shared/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-implementation';

function CurrentPath() {
  const { pathname, search } = useLocation();
  return <div data-testid="current-path">{pathname + search}</div>;
}

/**
 * Renders a page as the shell would: a fresh store and a router at `route`, matched against `path`.
 * Tells each destination the page asked the enquiry modal with, whether its hero is under the header, and where
 * the router is now.
 */
export function renderPage(ui: ReactElement, { route, path }: { route: string; path: string }) {
  const { store, enquiryModalOpenings, heroUnderHeader } = createIntentRecordingStore();
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>
    </Provider>,
  );
  return { store, enquiryModalOpenings, heroUnderHeader, ...result };
}
