import { apiServer } from '@lux/shared/testing/server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderPage } from '../testing/renderPage';
import CountryPage from './CountryPage';

const renderCountry = (slug = 'india') =>
  renderPage(<CountryPage />, { route: `/countries/${slug}`, path: '/countries/:slug' });

const failWith = (status: number) =>
  apiServer.use(http.get('*/api/v1/country-detail/:slug/', () => HttpResponse.json({}, { status })));

describe('CountryPage', () => {
  it('shows the country in its hero, with why to travel with us', async () => {
    renderCountry();

    expect(await screen.findByRole('heading', { level: 1, name: 'India' })).toBeInTheDocument();
    expect(
      screen.getByText('Palaces, tigers, backwaters and the foothills of the Himalaya'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Why Should You Travel to India With Us?' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Our team on the ground looks after every transfer/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Asia' })).toHaveAttribute(
      'href',
      '/destinations/continents/asia',
    );
  });

  it('has an anchor nav of Overview, Itineraries, See & Do and Inspiration', async () => {
    renderCountry();

    const nav = await screen.findByRole('navigation', { name: /on this page/ });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Overview',
      'Itineraries',
      'See & Do',
      'Inspiration',
    ]);
    for (const link of links) {
      expect(document.getElementById(link.getAttribute('href')?.slice(1) ?? '')).toBeInTheDocument();
    }
  });

  it('shows example trips linked by slug, and a tile to create your own itinerary', async () => {
    renderCountry();

    const trips = await screen.findByRole('list', { name: 'Example Trips to India' });
    expect(
      within(trips).getByRole('link', { name: 'Palaces of Rajasthan and the Taj Mahal' }),
    ).toHaveAttribute('href', '/packages/palaces-of-rajasthan-and-the-taj-mahal');
    expect(
      within(trips).getByRole('link', { name: 'Kerala: Backwaters, Spice Hills and the Malabar Coast' }),
    ).toHaveAttribute('href', '/packages/kerala-backwaters-and-spice-hills');
    expect(within(trips).getByRole('link', { name: 'Create Your Own Itinerary' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('shows its page sections, with their buttons', async () => {
    renderCountry();

    expect(await screen.findByRole('heading', { name: 'Rajasthan, Land of Kings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tigers and the Wild Heart' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Planning' })).toHaveAttribute('href', '/enquire');
  });

  it('closes with a call to action that opens the enquiry modal for the country', async () => {
    const user = userEvent.setup();
    const { enquiryModalOpenings } = renderCountry();

    const cta = await screen.findByRole('region', { name: 'Start Planning Your India Journey' });
    await user.click(within(cta).getByRole('button', { name: 'Start Planning' }));

    expect(enquiryModalOpenings()).toEqual([['India']]);
  });

  it('takes its page title, description and keywords from its SEO data', async () => {
    renderCountry();

    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('Luxury India Holidays & Tailor-Made Tours | Aurelia Journeys');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Tailor-made luxury India tours: Rajasthan’s palaces, the Taj Mahal at sunrise, tiger safaris and Kerala’s backwaters with private guides.',
    );
    expect(document.querySelector('meta[name="keywords"]')).toHaveAttribute(
      'content',
      'luxury India tours, Rajasthan, Taj Mahal, Kerala backwaters, tiger safari India',
    );
  });

  it('finds the country by its id, as the footer links it', async () => {
    renderCountry('5');

    expect(await screen.findByRole('heading', { level: 1, name: 'India' })).toBeInTheDocument();
  });

  it('opens on its hero under the clear header once loaded, and only then', async () => {
    const { heroUnderHeader } = renderCountry();

    expect(heroUnderHeader()).toBe(false);
    await screen.findByRole('heading', { level: 1 });
    expect(heroUnderHeader()).toBe(true);
  });

  it('says Loading page... until the country arrives', async () => {
    renderCountry();

    expect(screen.getByRole('status')).toHaveTextContent('Loading page...');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('says Error: Could not load page data. when the API fails', async () => {
    failWith(500);
    renderCountry();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Could not load page data.');
  });

  it('says Country not found. for an unknown country', async () => {
    const { heroUnderHeader } = renderCountry('atlantis');

    expect(await screen.findByText('Country not found.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(heroUnderHeader()).toBe(false);
  });
});
