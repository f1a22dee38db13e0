import { allowConsoleErrors, renderWithProviders } from '@lux/shared/testing';
import { createLuxStore, heroUnderHeaderChanged } from '@lux/shared';
import { act, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, RouterProvider, createMemoryRouter } from 'react-router-implementation';
import userEvent from '@testing-library/user-event';
import { createShellStore } from '../app/store';
import { RemotePage } from './RemotePage';
import { loadRemoteModule, loadedRemoteModule } from './loadRemoteModule';
import { RemoteModulesFailedAtRender, RemoteModulesLoadingAtRender } from './RemoteMount';

// The federation runtime only exists in a webpack build; here the loader is replaced at its seam.
jest.mock('./loadRemoteModule', () => ({ loadRemoteModule: jest.fn(), loadedRemoteModule: jest.fn() }));
const load = jest.mocked(loadRemoteModule);
const loaded = jest.mocked(loadedRemoteModule);

// Loaded pages are cached per module for the app's lifetime, so each test loads its own module.
let page: { remote: string; module: string; texts: { error: string } };
let testNumber = 0;

beforeEach(() => {
  testNumber += 1;
  page = {
    remote: 'mfe_journal',
    module: `JournalListPage${testNumber}`,
    texts: { error: 'Could not load articles.' },
  };
  load.mockReset();
  loaded.mockReset();
  // React reports errors caught by a boundary on the console; that is expected here.
  allowConsoleErrors();
});

it('renders the remote page once it has loaded', async () => {
  load.mockResolvedValue({ default: () => <h1>The Journal</h1> });
  renderWithProviders(<RemotePage {...page} />);
  expect(await screen.findByRole('heading', { name: 'The Journal' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith({ remote: 'mfe_journal', module: page.module });
});

it('shows the page message, phone, enquiry link and Retry when the remote fails', async () => {
  load.mockRejectedValue(new Error('remoteEntry.js could not be loaded'));
  renderWithProviders(<RemotePage {...page} />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Could not load articles.');
  expect(screen.getByRole('link', { name: '+91 80 4719 2200' })).toHaveAttribute('href', 'tel:+918047192200');
  expect(screen.getByRole('link', { name: 'Make an enquiry' })).toHaveAttribute('href', '/enquire');
  expect(screen.getByText('Monday to Friday')).toBeInTheDocument();
});

it('turns the header solid over the fallback of a page the server rendered with its hero under it', async () => {
  load.mockRejectedValue(new Error('remoteEntry.js could not be loaded'));
  const store = createShellStore();
  store.dispatch(heroUnderHeaderChanged(true));
  renderWithProviders(<RemotePage {...page} />, { store });
  await screen.findByRole('alert');
  expect(store.getState().header.heroUnderHeader).toBe(false);
});

it('Retry loads the failed page again', async () => {
  load.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce({ default: () => <h1>Back again</h1> });
  renderWithProviders(<RemotePage {...page} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it('keeps the fallback when a page throws while rendering', async () => {
  load.mockResolvedValue({
    default: () => {
      throw new Error('broken page');
    },
  });
  renderWithProviders(<RemotePage {...page} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load articles.');
});

it('renders the next remote page after a client-side navigation', async () => {
  load.mockImplementation(async ({ module }) => ({ default: () => <h1>{module}</h1> }));
  const router = createMemoryRouter(
    [
      { path: '/a', element: <RemotePage {...page} module={`${page.module}-a`} /> },
      { path: '/b', element: <RemotePage {...page} module={`${page.module}-b`} /> },
    ],
    { initialEntries: ['/a'] },
  );
  render(
    <Provider store={createLuxStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  expect(await screen.findByRole('heading', { name: `${page.module}-a` })).toBeInTheDocument();
  await act(() => router.navigate('/b'));
  expect(await screen.findByRole('heading', { name: `${page.module}-b` })).toBeInTheDocument();
});

it('leaves out the enquiry link where the page is the enquiry page itself', async () => {
  load.mockRejectedValue(new Error('down'));
  renderWithProviders(<RemotePage {...page} offerEnquiry={false} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load articles.');
  expect(screen.queryByRole('link', { name: 'Make an enquiry' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: '+91 80 4719 2200' })).toBeInTheDocument();
});

it('renders a module already loaded at once, without waiting (a server render cannot wait)', () => {
  loaded.mockReturnValue(() => <h1>The Journal</h1>);
  renderWithProviders(<RemotePage {...page} />);
  expect(screen.getByRole('heading', { name: 'The Journal' })).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});

it('shows the fallback the server rendered for a module it could not load, and Retry loads it', async () => {
  load.mockResolvedValue({ default: () => <h1>The Journal</h1> });
  renderWithProviders(
    <RemoteModulesFailedAtRender.Provider value={[`${page.remote}/${page.module}`]}>
      <RemotePage {...page} />
    </RemoteModulesFailedAtRender.Provider>,
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Could not load articles.');
  expect(load).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'The Journal' })).toBeInTheDocument();
});

it('hydrates a page the server sent while its module was still loading as sent, then shows the page', async () => {
  const Journal = () => <h1>The Journal</h1>;
  const sentLoading = (
    <Provider store={createShellStore()}>
      <MemoryRouter>
        <RemoteModulesLoadingAtRender.Provider value={[`${page.remote}/${page.module}`]}>
          <RemotePage {...page} />
        </RemoteModulesLoadingAtRender.Provider>
      </MemoryRouter>
    </Provider>
  );
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(sentLoading);
  expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();

  // In the browser the module has loaded by the time the page hydrates (startApp).
  loaded.mockReturnValue(Journal as ComponentType<object>);
  const onRecoverableError = jest.fn();
  await act(async () => {
    hydrateRoot(container, sentLoading, { onRecoverableError });
  });
  expect(await within(container).findByRole('heading', { name: 'The Journal' })).toBeInTheDocument();
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(within(container).queryByRole('alert')).toBeNull();
});
