import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-implementation';
import { TripCard } from './TripCard';

const trip = {
  name: 'Palaces of Rajasthan and the Taj Mahal',
  featured_image: '/media/package-rajasthan.webp',
  location: 'Rajasthan, India',
  duration_text: '10 Nights / 11 Days',
};

describe('TripCard', () => {
  it('shows where the trip goes, its name linked to it, its length and View itinerary', () => {
    render(
      <MemoryRouter>
        <TripCard trip={trip} href="/packages/1" sizes="100vw" />
      </MemoryRouter>,
    );

    expect(screen.getByRole('link', { name: trip.name })).toHaveAttribute('href', '/packages/1');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(trip.name);
    expect(screen.getByRole('article')).toHaveTextContent(
      'Rajasthan, IndiaPalaces of Rajasthan and the Taj Mahal10 Nights / 11 DaysView itinerary',
    );
  });

  it('leaves out the length where a search result has none', () => {
    const { duration_text: _, ...found } = trip;
    render(
      <MemoryRouter>
        <TripCard trip={found} href="/packages/palaces" sizes="100vw" headingLevel={2} />
      </MemoryRouter>,
    );

    expect(screen.getByRole('heading', { level: 2, name: trip.name })).toBeInTheDocument();
    expect(screen.queryByText('10 Nights / 11 Days')).not.toBeInTheDocument();
  });
});
