import { company } from '@lux/shared';
import { apiServer } from '@lux/shared/testing/server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderPage } from '../testing/renderPage';
import WellnessCountryPage from './WellnessCountryPage';

const renderWellnessCountry = (slug = 'india') =>
  renderPage(<WellnessCountryPage />, {
    route: `/wellness/countries/${slug}`,
    path: '/wellness/countries/:slug',
  });

describe('WellnessCountryPage', () => {
  it('is titled Wellness Journeys In {country}', async () => {
    renderWellnessCountry();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wellness Journeys In India' }),
    ).toBeInTheDocument();
  });

  it('introduces our wellness journeys beside a card with our phone, email and office hours', async () => {
    renderWellnessCountry();

    const intro = await screen.findByRole('region', { name: 'Rest, Restored to You' });
    expect(within(intro).getByText(/begins with a conversation, not a brochure/)).toBeInTheDocument();
    const card = within(intro).getByRole('complementary', { name: 'Speak to a Wellness Specialist' });
    expect(within(card).getByRole('link', { name: company.phone.display })).toHaveAttribute(
      'href',
      company.phone.href,
    );
    expect(within(card).getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    expect(within(card).getByText('Monday to Friday')).toBeInTheDocument();
    expect(within(card).getByText('9am to 11pm')).toBeInTheDocument();
  });

  it('opens the enquiry modal with the country chosen from Make an Inquiry', async () => {
    const { enquiryModalOpenings } = renderWellnessCountry();

    const inquire = await screen.findByRole('button', { name: 'Make an Inquiry' });
    expect(inquire).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(inquire);
    expect(enquiryModalOpenings()).toEqual([['India']]);
  });

  it('lists its wellness hotels, with where they are and a line on each, linking to each hotel', async () => {
    renderWellnessCountry();

    const hotels = await screen.findByRole('list', { name: 'Wellness Retreats in India' });
    const cards = within(hotels).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(hotels).getByRole('link', { name: 'Ananda in the Himalayas' })).toHaveAttribute(
      'href',
      '/wellness/hotels/ananda-in-the-himalayas',
    );
    expect(cards[0]).toHaveTextContent('Narendra Nagar, Rishikesh, Uttarakhand');
    expect(cards[0]).toHaveTextContent('A Maharaja’s palace estate above Rishikesh and the Ganges');
    expect(within(hotels).getByRole('link', { name: 'Kalari Kovilakom' })).toHaveAttribute(
      'href',
      '/wellness/hotels/kalari-kovilakom',
    );
  });

  it('takes its page title from its SEO data', async () => {
    renderWellnessCountry();

    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('Wellness Journeys in India | Aurelia Journeys');
  });

  it('finds the country by its id, as the footer links it', async () => {
    renderWellnessCountry('5');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wellness Journeys In India' }),
    ).toBeInTheDocument();
  });

  it('says Loading... until the country arrives', async () => {
    renderWellnessCountry();

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('says Error loading data. when the API fails', async () => {
    apiServer.use(
      http.get('*/api/v1/wellness/countries/:slug/', () => HttpResponse.json({}, { status: 500 })),
    );
    renderWellnessCountry();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading data.');
  });

  it('says Country not found. for a country without wellness journeys', async () => {
    renderWellnessCountry('atlantis');

    expect(await screen.findByText('Country not found.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
