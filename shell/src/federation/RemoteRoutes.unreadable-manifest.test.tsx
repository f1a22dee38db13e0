import { allowConsoleErrors } from '@lux/shared/testing';
import { apiServer } from '@lux/shared/testing/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-implementation';
import { createShellStore } from '../app/store';
import { routes } from '../app/routes';
import { loadRemoteModule } from './loadRemoteModule';

// Its own file: the manifest is read once per page load (module state), and here it starts unreadable.
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));
jest.mock('./loadRemoteModule', () => ({ loadRemoteModule: jest.fn(), loadedRemoteModule: jest.fn() }));
jest
  .mocked(loadRemoteModule)
  .mockImplementation(async ({ module }) => ({ default: () => <h1>{module}</h1> }));

it('shows a failure with Retry when /remotes.json cannot be read, and routes once it can', async () => {
  allowConsoleErrors();
  let available = false;
  apiServer.use(
    http.get('*/remotes.json', () =>
      available
        ? HttpResponse.json({
            mfe_journal: {
              entry: 'http://localhost:3004/remoteEntry.js',
              pages: {
                AboutPage: { paths: ['/about'], source: './src/AboutPage.tsx', texts: { error: 'x' } },
              },
            },
          })
        : HttpResponse.json({}, { status: 502 }),
    ),
  );
  render(
    <Provider store={createShellStore()}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/about'] })} />
    </Provider>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded.');

  available = true;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'AboutPage' })).toBeInTheDocument();
});
