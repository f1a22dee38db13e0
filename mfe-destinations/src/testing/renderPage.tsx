import { createSlice } from '@reduxjs/toolkit';
import { createLuxStore, enquiryModalOpened } from '@lux/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

// Stands in for the shell, which opens the 'Plan Your Trip' modal on this intent.
const enquiryModal = createSlice({
  name: 'enquiryModal',
  initialState: { timesOpened: 0 },
  reducers: {},
  extraReducers: (builder) =>
    builder.addCase(enquiryModalOpened, (state) => {
      state.timesOpened += 1;
    }),
});

function CurrentPath() {
  const { pathname, search } = useLocation();
  return <div data-testid="current-path">{pathname + search}</div>;
}

/**
 * Renders a page as the shell would: a fresh store and a router at `route`, matched against `path`.
 * Tells how often the page asked for the enquiry modal, and where the router is now.
 */
export function renderPage(ui: ReactElement, { route, path }: { route: string; path: string }) {
  const store = createLuxStore([enquiryModal]);
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
  const timesEnquiryModalOpened = () =>
    (store.getState() as unknown as { enquiryModal: { timesOpened: number } }).enquiryModal.timesOpened;
  return { store, timesEnquiryModalOpened, ...result };
}
