import { continentFixtures, enquiryOptionsFixture } from '@lux/shared/testing';
import { apiServer } from '@lux/shared/testing/server';
import { sharedApi } from '@lux/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderPage } from '../testing/renderPage';
import SearchResultsPage from './SearchResultsPage';

const renderSearch = (q: string) =>
  renderPage(<SearchResultsPage />, { route: `/search?q=${encodeURIComponent(q)}`, path: '/search' });

describe('SearchResultsPage', () => {
  it('shows the packages whose names match, with their location, linked by slug', async () => {
    renderSearch('tea');

    const results = await screen.findByRole('list', { name: 'Journeys matching "tea"' });
    const names = within(results)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(names).toEqual([
      'Sri Lanka and the Maldives: Tea Country to Coral Atolls',
      'Sri Lanka: Ancient Cities, Tea Country and Wild Coasts',
    ]);
    expect(within(results).getByText('Sri Lanka & Maldives')).toBeInTheDocument();
    expect(
      within(results).getByRole('link', { name: 'Sri Lanka and the Maldives: Tea Country to Coral Atolls' }),
    ).toHaveAttribute('href', '/packages/sri-lanka-and-the-maldives');
    expect(screen.getByRole('status')).toHaveTextContent('2 journeys');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for “tea”');
    expect(document.title).toBe('Search results for "tea" | Aurelia Journeys');
  });

  it('reads control characters in the address as spaces, in the heading, the title and the search', async () => {
    renderSearch('\u0000tea\u0007\u0000');

    expect(await screen.findByRole('list', { name: 'Journeys matching "tea"' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Results for “tea”$/);
    expect(document.title).toBe('Search results for "tea" | Aurelia Journeys');
  });

  it('matches whatever the case and accents of the query', async () => {
    renderSearch('KYÕTO');

    expect(
      await screen.findByRole('link', { name: 'Japan Classic: Tokyo, Hakone and Kyoto' }),
    ).toBeInTheDocument();
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
    await user.type(box, 'kerala{Enter}');

    expect(screen.getByTestId('current-path')).toHaveTextContent('/search?q=kerala');
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

  it('says No results found for "{query}" first thing under the search box', async () => {
    renderSearch('zanzibar');

    const message = await screen.findByText('No results found for "zanzibar"');
    expect(message).toHaveAttribute('role', 'status');
    // The first thing in the results, where the count of journeys would be: not at the foot of the page.
    const results = screen.getByRole('region', { name: 'Search results' });
    expect(results.firstElementChild?.firstElementChild?.firstElementChild).toBe(message);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for “zanzibar”');
  });

  it('shows a query with replacement patterns ($&, $`, $$) as typed', async () => {
    renderSearch('zz$& $` $$');

    expect(await screen.findByText('No results found for "zz$& $` $$"')).toBeInTheDocument();
  });

  it('searches for the first 100 characters of a longer query, as far as the API searches', async () => {
    renderSearch(`zanzibar${'z'.repeat(200)}`);

    const cut = `zanzibar${'z'.repeat(92)}`;
    expect(await screen.findByText(`No results found for "${cut}"`)).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue(cut);
  });

  it('offers every destination, grouped by continent and linked as the menus link them', async () => {
    renderSearch('zanzibar');

    const destinations = await screen.findByRole('region', { name: 'Where We Travel' });
    expect(
      within(destinations)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(continentFixtures.map((continent) => continent.name));
    const links = within(destinations)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toHaveLength(continentFixtures.flatMap((continent) => continent.countries).length);
    expect(links).toContainEqual(['India', '/countries/india']);
    expect(links).toContainEqual(['Maldives', '/special/countries/maldives']);
  });

  it('offers the twelve months to travel in', async () => {
    renderSearch('zanzibar');

    const months = await screen.findByRole('region', { name: 'Travel by Month' });
    const links = within(months).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      enquiryOptionsFixture.months.map((month) => month.label),
    );
    expect(links[0]).toHaveAttribute('href', '/inspiration/travel-by-month/january');
    expect(links[11]).toHaveAttribute('href', '/inspiration/travel-by-month/december');
  });

  it('offers a travel expert: the enquiry modal, asked with the query, or the phone', async () => {
    const user = userEvent.setup();
    const { enquiryModalOpenings } = renderSearch('zanzibar');

    const expert = await screen.findByRole('region', { name: 'Ask a Travel Expert' });
    expect(expert).toHaveTextContent('Tell us about “zanzibar”');
    expect(within(expert).getByRole('link', { name: '+91 80 4719 2200' })).toHaveAttribute(
      'href',
      'tel:+918047192200',
    );
    const ask = within(expert).getByRole('button', { name: 'Ask an Expert' });
    expect(ask).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(ask);
    expect(enquiryModalOpenings()).toEqual([['zanzibar']]);
  });

  it('still offers the months and an expert when the destinations cannot be loaded', async () => {
    apiServer.use(http.get('*/api/v1/continents/', () => HttpResponse.json({}, { status: 500 })));
    const { store } = renderSearch('zanzibar');

    expect(await screen.findByRole('region', { name: 'Travel by Month' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ask a Travel Expert' })).toBeInTheDocument();
    await waitFor(() =>
      expect(sharedApi.endpoints.getContinents.select()(store.getState()).isError).toBe(true),
    );
    expect(screen.queryByRole('region', { name: 'Where We Travel' })).not.toBeInTheDocument();
  });
});
