import { createIntentRecordingStore, renderWithProviders } from '@lux/shared/testing';
import type { ReactElement } from 'react';

/**
 * Renders a page as the shell would (a fresh store, a router at `route` matched against `path`), and
 * tells each destination the page asked the enquiry modal with and whether its hero is under the header.
 */
export function renderPage(ui: ReactElement, { route, path }: { route: string; path: string }) {
  const { store, enquiryModalOpenings, heroUnderHeader } = createIntentRecordingStore();
  return { ...renderWithProviders(ui, { route, path, store }), enquiryModalOpenings, heroUnderHeader };
}
