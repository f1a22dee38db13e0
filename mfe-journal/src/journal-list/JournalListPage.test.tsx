import { journalSummaryFixtures, renderWithProviders } from '@lux/shared/testing';
import { apiServer } from '@lux/shared/testing/server';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import JournalListPage from './JournalListPage';

const renderPage = () => renderWithProviders(<JournalListPage />, { route: '/journal' });

describe('JournalListPage', () => {
  it('lists every article with its formatted date, title, excerpt and a link to it', async () => {
    renderPage();

    const kyoto = await screen.findByRole('link', {
      name: 'Kyoto in Autumn: Temples, Gardens and the Slow Burn of the Maples',
    });
    expect(kyoto).toHaveAttribute('href', '/journal/kyoto-in-autumn-temples-gardens-and-maple-light');
    expect(
      screen.getByRole('link', {
        name: 'Sleeping Under Namibian Stars: A Desert Camp at the Edge of Sossusvlei',
      }),
    ).toHaveAttribute('href', '/journal/sleeping-under-namibian-stars-a-desert-camp-at-sossusvlei');
    expect(screen.getAllByRole('article')).toHaveLength(journalSummaryFixtures.length);
    expect(screen.getByText('6 November 2025')).toBeInTheDocument();
    expect(screen.getByText('22 May 2025')).toBeInTheDocument();
    expect(screen.getByText(/^Red dunes three hundred metres high/)).toBeInTheDocument();
  });

  it('is titled The Journal', async () => {
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'The Journal' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(journalSummaryFixtures.length);
    expect(document.title).toBe('Journal | Aurelia Journeys');
  });

  it('says it is loading until the articles arrive', async () => {
    renderPage();

    expect(screen.getByRole('status')).toHaveTextContent('Loading articles...');
    expect(await screen.findAllByRole('article')).toHaveLength(journalSummaryFixtures.length);
    expect(screen.queryByText('Loading articles...')).not.toBeInTheDocument();
  });

  it('says the articles could not be loaded when the API fails', async () => {
    apiServer.use(http.get('*/api/v1/journal/', () => HttpResponse.json({}, { status: 500 })));
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load articles.');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says calmly that there are no articles yet when the list is empty', async () => {
    apiServer.use(http.get('*/api/v1/journal/', () => HttpResponse.json([])));
    renderPage();

    expect(await screen.findByText('No articles found.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
