import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-implementation';
import { continentDetailFixtures } from '../../testing/fixtures';
import { TripCarousel } from './TripCarousel';

const trips = continentDetailFixtures[0]?.packages ?? [];

const renderCarousel = (linkBy?: 'id' | 'slug') =>
  render(
    <MemoryRouter>
      <TripCarousel label="Top trips in Asia" trips={trips} linkBy={linkBy} />
    </MemoryRouter>,
  );

const tripLinks = () =>
  trips.map((trip) =>
    within(screen.getByRole('region', { name: 'Top trips in Asia' })).getByRole('link', { name: trip.name }),
  );

describe('TripCarousel', () => {
  it('shows every trip as a card linking to its package page by slug', () => {
    renderCarousel();

    expect(tripLinks().map((link) => link.getAttribute('href'))).toEqual(
      trips.map((trip) => `/packages/${trip.slug}`),
    );
  });

  it('links by id where the page says so (a continent page, SPEC 2.1)', () => {
    renderCarousel('id');

    expect(tripLinks().map((link) => link.getAttribute('href'))).toEqual(
      trips.map((trip) => `/packages/${trip.id}`),
    );
  });
});
