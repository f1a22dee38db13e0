import { apiServer } from '@lux/shared/testing/server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderPage } from '../testing/renderPage';
import SpecialCountryPage from './SpecialCountryPage';

const renderIslands = (slug = 'maldives') =>
  renderPage(<SpecialCountryPage />, {
    route: `/special/countries/${slug}`,
    path: '/special/countries/:slug',
  });

describe('SpecialCountryPage', () => {
  it('is titled Discover the islands of {country}', async () => {
    renderIslands();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Discover the islands of Maldives' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('A private island, a lagoon of your own and nothing on the horizon but the sea'),
    ).toBeInTheDocument();
  });

  it('shows its page sections', async () => {
    renderIslands();

    expect(await screen.findByRole('heading', { level: 2, name: 'Choosing Your Atoll' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plan Your Island Escape' })).toHaveAttribute('href', '/enquire');
  });

  it('lists its hotels, each opening the enquiry modal', async () => {
    const user = userEvent.setup();
    const { enquiryModalOpenings } = renderIslands();

    const hotels = await screen.findByRole('list', { name: 'Discover Hotels in Maldives' });
    expect(
      within(hotels)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Soneva Jani', 'Cheval Blanc Randheli', 'Gili Lankanfushi', 'One&Only Reethi Rah']);
    expect(within(hotels).getByText(/retractable roofs/)).toBeInTheDocument();

    await user.click(within(hotels).getByRole('button', { name: 'Enquire about Cheval Blanc Randheli' }));
    expect(enquiryModalOpenings()).toEqual([['Maldives']]);
  });

  it('takes its page title and description from its SEO data', async () => {
    renderIslands();

    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe(
      'Discover the Islands of Maldives: Luxury Resorts & Villas | Aurelia Journeys',
    );
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Discover the islands of the Maldives: the best atolls for each season, overwater villas and our favourite private island resorts.',
    );
  });

  it('finds the country by its id', async () => {
    renderIslands('7');

    expect(await screen.findByRole('heading', { level: 1, name: /Maldives/ })).toBeInTheDocument();
  });

  it('opens on its hero under the clear header once loaded, and only then', async () => {
    const { heroUnderHeader } = renderIslands();

    expect(heroUnderHeader()).toBe(false);
    await screen.findByRole('heading', { level: 1 });
    expect(heroUnderHeader()).toBe(true);
  });

  it('says Loading page... until the page arrives', async () => {
    renderIslands();

    expect(screen.getByRole('status')).toHaveTextContent('Loading page...');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('says Error: Could not load page data. when the API fails', async () => {
    apiServer.use(
      http.get('*/api/v1/special-country-page/:slug/', () => HttpResponse.json({}, { status: 503 })),
    );
    renderIslands();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Could not load page data.');
  });

  it('says Country not found. for a country without a special page', async () => {
    const { heroUnderHeader } = renderIslands('india');

    expect(await screen.findByText('Country not found.')).toBeInTheDocument();
    expect(heroUnderHeader()).toBe(false);
  });
});
