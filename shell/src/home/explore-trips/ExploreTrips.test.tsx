import { featuredPackageFixtures, renderWithProviders } from '@lux/shared/testing';
import { apiServer } from '@lux/shared/testing/server';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ExploreTrips } from './ExploreTrips';

it('says it is loading trips, then shows every featured trip as a card linking to its package', async () => {
  renderWithProviders(<ExploreTrips />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading trips...');

  const carousel = await screen.findByRole('region', { name: 'Featured trips' });
  expect(screen.getByRole('heading', { level: 2, name: 'Explore Our Trips' })).toBeInTheDocument();
  expect(
    within(carousel)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(featuredPackageFixtures.map((trip) => trip.href));
  const [first] = featuredPackageFixtures;
  expect(within(carousel).getByRole('link', { name: first?.name })).toBeInTheDocument();
});

it('says so when the trips cannot be loaded', async () => {
  apiServer.use(http.get('*/api/v1/featured-packages/', () => HttpResponse.json({}, { status: 500 })));
  renderWithProviders(<ExploreTrips />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load trips.');
});
