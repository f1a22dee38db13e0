import { render } from '@testing-library/react';
import type { Store } from '@reduxjs/toolkit';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-implementation';
import { createLuxStore } from '@lux/store';

interface Options {
  /** The URL the page is rendered at. */
  route?: string;
  /** The route pattern, when the page reads params, e.g. '/journal/:slug'. */
  path?: string;
  /** A store of the caller's (the shell's, with its slices); a fresh shared one by default. */
  store?: Store;
}

/** Renders a page as the shell would: a fresh store and a router at the given URL. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path = '*', store = createLuxStore() }: Options = {},
) {
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...result };
}
