import { apiServer } from '@lux/shared/testing/server';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderPage } from '../testing/renderPage';
import MonthPage from './MonthPage';

const renderMonth = (monthName = 'january') =>
  renderPage(<MonthPage />, {
    route: `/inspiration/travel-by-month/${monthName}`,
    path: '/inspiration/travel-by-month/:monthName',
  });

describe('MonthPage', () => {
  it('shows the month in its hero and where to travel in it', async () => {
    renderMonth();

    expect(await screen.findByRole('heading', { level: 1, name: 'January' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'WHERE TO TRAVEL IN JANUARY' })).toBeInTheDocument();
    expect(screen.getByText(/the driest, clearest month across much of South Asia/)).toBeInTheDocument();
    expect(screen.getByText(/the Maldives are at their calmest/)).toBeInTheDocument();
  });

  it('shows its countries in groups of three, one wide and two beside each other, linked by id', async () => {
    renderMonth();

    await screen.findByRole('heading', { level: 1 });
    const groups = screen
      .getAllByRole('list')
      .filter((list) => within(list).queryAllByRole('heading').length > 0);
    expect(groups.map((group) => within(group).getAllByRole('listitem').length)).toEqual([3, 3]);
    const [first] = within(groups[0] as HTMLElement).getAllByRole('listitem');
    expect(first).toHaveAttribute('data-size', 'wide');
    expect(screen.getByRole('link', { name: 'India' })).toHaveAttribute('href', '/countries/5');
    expect(screen.getByRole('link', { name: 'Chile' })).toHaveAttribute('href', '/countries/33');
    expect(
      screen.getByText('Calm seas, clear skies and superb visibility for snorkelling on the house reefs.'),
    ).toBeInTheDocument();
  });

  it('shows trips for the month in a carousel', async () => {
    renderMonth();

    const carousel = await screen.findByRole('region', { name: 'Trips for January' });
    expect(
      within(carousel).getByRole('link', { name: 'Tanzania: Serengeti, Ngorongoro and Zanzibar' }),
    ).toHaveAttribute('href', '/packages/tanzania-serengeti-ngorongoro-and-zanzibar');
  });

  it('closes with the gold call to action of the month', async () => {
    renderMonth();

    const panel = await screen.findByRole('region', { name: 'Begin the Year Somewhere Extraordinary' });
    expect(
      within(panel).getByText(/Tell us when you can travel and our specialists will find/),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Start Planning' })).toHaveAttribute('href', '/enquire');
  });

  it('takes its page title from its SEO data', async () => {
    renderMonth();

    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('Where to Travel in January: The Best Luxury Holidays | Aurelia Journeys');
  });

  it('finds the month whatever the case of its name', async () => {
    renderMonth('January');

    expect(await screen.findByRole('heading', { level: 1, name: 'January' })).toBeInTheDocument();
  });

  it('keeps the header solid over its shorter hero', async () => {
    const { heroUnderHeader } = renderMonth();

    await screen.findByRole('heading', { level: 1 });
    expect(heroUnderHeader()).toBe(false);
  });

  it('says Loading... until the month arrives', async () => {
    renderMonth();

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('says Error loading data. when the API fails', async () => {
    apiServer.use(http.get('*/api/v1/travel-by-month/:slug/', () => HttpResponse.json({}, { status: 500 })));
    renderMonth();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading data.');
  });

  it('says Month not found. for a month that does not exist', async () => {
    renderMonth('smarch');

    expect(await screen.findByText('Month not found.')).toBeInTheDocument();
  });
});
