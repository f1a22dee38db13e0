import { apiServer } from '@lux/shared/testing/server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderPage } from '../testing/renderPage';
import SearchResultsPage from './SearchResultsPage';

const renderSearch = (q: string) =>
  renderPage(<SearchResultsPage />, { route: `/search?q=${encodeURIComponent(q)}`, path: '/search' });

describe('SearchResultsPage', () => {
  it('shows the packages whose names match, with their location, linked by slug', async () => {
    renderSearch('ra');

    const results = await screen.findByRole('list', { name: 'Journeys matching "ra"' });
    const names = within(results)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Palaces of Rajasthan and the Taj Mahal', 'Kerala Backwaters & Spice Hills']);
    expect(within(results).getByText('Rajasthan, India')).toBeInTheDocument();
    expect(
      within(results).getByRole('link', { name: 'Palaces of Rajasthan and the Taj Mahal' }),
    ).toHaveAttribute('href', '/packages/palaces-of-rajasthan-and-the-taj-mahal');
    expect(screen.getByRole('status')).toHaveTextContent('2 journeys');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for “ra”');
    expect(document.title).toBe('Search results for "ra" | Aurelia Journeys');
  });

  it('matches whatever the case and accents of the query', async () => {
    renderSearch('KYÕTO');

    expect(await screen.findByRole('link', { name: 'Kyoto & the Kiso Valley' })).toBeInTheDocument();
  });

  it('does not search for a single character', async () => {
    let searched = false;
    apiServer.use(
      http.get('*/api/v1/packages/', () => {
        searched = true;
        return HttpResponse.json([]);
      }),
    );
    renderSearch('r');

    expect(screen.getByText('Type at least two letters to search our journeys.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(searched).toBe(false);
  });

  it('searches again from its own search box', async () => {
    const user = userEvent.setup();
    renderSearch('ra');
    await screen.findByRole('list', { name: 'Journeys matching "ra"' });

    const box = screen.getByRole('searchbox', { name: 'Search trips by name' });
    await user.clear(box);
    await user.type(box, 'tea{Enter}');

    expect(screen.getByTestId('current-path')).toHaveTextContent('/search?q=tea');
  });

  it('says Searching... until the results arrive', async () => {
    renderSearch('ra');

    expect(screen.getByRole('status')).toHaveTextContent('Searching...');
    expect(await screen.findByRole('list', { name: 'Journeys matching "ra"' })).toBeInTheDocument();
  });

  it('says Could not load search results. when the API fails', async () => {
    apiServer.use(http.get('*/api/v1/packages/', () => HttpResponse.json({}, { status: 500 })));
    renderSearch('ra');

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load search results.');
  });

  it('says No results found for "{query}" when nothing matches', async () => {
    renderSearch('zanzibar');

    expect(await screen.findByText('No results found for "zanzibar"')).toBeInTheDocument();
  });
});
