import { SEARCH_QUERY_MAX_LENGTH } from '@lux/shared';
import { allowConsoleErrors, packageSearchFixtures, renderWithProviders } from '@lux/shared/testing';
import { apiServer, recordApiRequests } from '@lux/shared/testing/server';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { createShellStore } from '../../app/store';
import { Header } from '../Header';

const openSearch = async () => {
  renderWithProviders(<Header />, { store: createShellStore() });
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  return screen.getByRole('region', { name: 'Search' });
};

it('opens with the focus in its text box', async () => {
  await openSearch();
  expect(screen.getByRole('searchbox', { name: 'Search our journeys' })).toHaveFocus();
});

it('searches by name only once more than 1 character is typed, through the API’s q', async () => {
  const requests = recordApiRequests();
  const region = await openSearch();
  await userEvent.type(screen.getByRole('searchbox'), 'k');
  // Longer than the pause the search waits for: a lone letter never searches.
  await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
  expect(requests()).toEqual([]);

  await userEvent.type(screen.getByRole('searchbox'), 'y');
  const matches = await within(region).findByRole('list', { name: 'Journeys matching "ky"' });
  expect(requests()).toEqual(['packages/']);
  const [kyoto, ...others] = packageSearchFixtures.filter((trip) => trip.name.toLowerCase().includes('ky'));
  expect(others).toEqual([]);
  const card = within(matches).getByRole('link');
  expect(card).toHaveAttribute('href', `/packages/${kyoto?.slug}`);
  expect(card).toHaveTextContent(`${kyoto?.location}${kyoto?.name}`);
});

describe('while the visitor types', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for a 300 ms pause, then asks once, for the whole word', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const requests = recordApiRequests();
    renderWithProviders(<Header />, { store: createShellStore() });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox'), 'kera');
    act(() => jest.advanceTimersByTime(299));
    await user.type(screen.getByRole('searchbox'), 'la');
    act(() => jest.advanceTimersByTime(299));
    expect(requests()).toEqual([]);

    act(() => jest.advanceTimersByTime(1));
    const region = screen.getByRole('region', { name: 'Search' });
    await within(region).findByRole('list', { name: 'Journeys matching "kerala"' });
    expect(requests()).toEqual(['packages/']);
  });
});

it('offers Show All (n), leading to the search page', async () => {
  const region = await openSearch();
  await userEvent.type(screen.getByRole('searchbox'), 'a');
  await userEvent.type(screen.getByRole('searchbox'), 'n');
  const showAll = await within(region).findByRole('link', { name: /^Show All/ });
  const count = packageSearchFixtures.filter((trip) => trip.name.toLowerCase().includes('an')).length;
  expect(showAll).toHaveTextContent(`Show All (${count})`);
  expect(showAll).toHaveAttribute('href', '/search?q=an');
});

it('says Searching... while it asks, then No results found for "{query}"', async () => {
  apiServer.use(
    http.get('*/api/v1/packages/', async () => {
      await delay(200);
      return HttpResponse.json([]);
    }),
  );
  const region = await openSearch();
  await userEvent.type(screen.getByRole('searchbox'), 'zz');
  expect(await within(region).findByRole('status')).toHaveTextContent('Searching...');
  expect(await within(region).findByText('No results found for "zz"')).toBeInTheDocument();
});

it('says Could not load search results. when the call fails', async () => {
  allowConsoleErrors();
  apiServer.use(http.get('*/api/v1/packages/', () => HttpResponse.json({}, { status: 503 })));
  const region = await openSearch();
  await userEvent.type(screen.getByRole('searchbox'), 'india');
  expect(await within(region).findByRole('alert')).toHaveTextContent('Could not load search results.');
});

it('closes from its own button, giving focus back to the search trigger', async () => {
  await openSearch();
  await userEvent.click(screen.getByRole('button', { name: 'Close search' }));
  expect(screen.queryByRole('region', { name: 'Search' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
});

it('takes no more of a pasted text than the API searches for', async () => {
  await openSearch();
  await userEvent.click(screen.getByRole('searchbox'));
  await userEvent.paste('safari '.repeat(30));
  expect(screen.getByRole('searchbox')).toHaveValue('safari '.repeat(30).slice(0, SEARCH_QUERY_MAX_LENGTH));
});
