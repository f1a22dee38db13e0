import { allowConsoleErrors } from '@lux/shared/testing';
import { apiServer } from '@lux/shared/testing/server';
import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-implementation';
import { createShellStore } from '../app/store';
import { routes } from '../app/routes';
import { loadRemoteModule } from './loadRemoteModule';
import { remotePageRoutes } from './RemoteRoutes';
import type { RemoteManifest } from './manifest';

// The federation runtime only exists in a webpack build: registration is a no-op here, and remote
// modules load through a stand-in that renders the module's name (or fails, per test).
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));
jest.mock('./loadRemoteModule', () => ({ loadRemoteModule: jest.fn(), loadedRemoteModule: jest.fn() }));
const load = jest.mocked(loadRemoteModule);

const page = (path: string, error: string, notFound?: string) => ({
  paths: [path],
  source: './src/Page.tsx',
  texts: { error, notFound },
});
const manifest: RemoteManifest = {
  mfe_destinations: {
    entry: 'http://localhost:3001/remoteEntry.js',
    pages: {
      CountryPage: page('/countries/:slug', 'Error: Could not load page data.', 'Country not found.'),
    },
  },
  mfe_journal: {
    entry: 'http://localhost:3004/remoteEntry.js',
    pages: { AboutPage: page('/about', 'Our story could not be loaded.') },
  },
  mfe_enquiry: {
    entry: 'http://localhost:3003/remoteEntry.js',
    pages: {
      EnquiryPage: {
        ...page('/enquire', 'Our enquiry form could not be loaded.'),
        paths: ['/enquire', '/contact'],
      },
    },
  },
};

function renderSite(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={createShellStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

beforeEach(() => {
  load.mockReset();
  load.mockImplementation(async ({ module }) => ({ default: () => <h1>{module}</h1> }));
  apiServer.use(http.get('*/remotes.json', () => HttpResponse.json(manifest)));
});

it('routes each registered path to its remote’s page', async () => {
  renderSite('/contact');
  expect(await screen.findByRole('heading', { name: 'EnquiryPage' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith({ remote: 'mfe_enquiry', module: 'EnquiryPage' });
});

it('shows the not-found page for an address no registry declares', async () => {
  renderSite('/nowhere/at/all');
  expect(await screen.findByRole('heading', { name: /doesn.t lead anywhere/ })).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});

it('keeps a failed remote’s fallback to its own page: the next remote’s page loads', async () => {
  allowConsoleErrors();
  load.mockImplementation(async ({ remote, module }) => {
    if (remote === 'mfe_destinations') throw new Error('remoteEntry.js could not be loaded');
    return { default: () => <h1>{module}</h1> };
  });
  const router = renderSite('/countries/india');
  expect(await screen.findByRole('alert')).toHaveTextContent('Error: Could not load page data.');

  await act(() => router.navigate('/about'));
  expect(await screen.findByRole('heading', { name: 'AboutPage' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  await act(() => router.navigate('/enquire'));
  expect(await screen.findByRole('heading', { name: 'EnquiryPage' })).toBeInTheDocument();
});

it('offers the enquiry link in every fallback but the enquiry page’s own', () => {
  const offers = Object.fromEntries(
    remotePageRoutes(manifest).map((route) => [route.path, route.offerEnquiry]),
  );
  expect(offers).toEqual({ '/countries/:slug': true, '/about': true, '/enquire': false, '/contact': false });
});
