import { journeySectionFixture, renderWithProviders } from '@lux/shared/testing';
import { apiServer } from '@lux/shared/testing/server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { JourneyGrid } from './JourneyGrid';

const tileLinks = (tab: string) =>
  within(screen.getByRole('list', { name: tab }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

it('has four tabs, By Traveller first and selected, showing its tiles', async () => {
  renderWithProviders(<JourneyGrid />);
  const tabs = await screen.findAllByRole('tab');

  expect(screen.getByRole('heading', { level: 2, name: 'Start Your Journey' })).toBeInTheDocument();
  expect(tabs.map((tab) => tab.textContent)).toEqual([
    'By Traveller',
    'Most Popular',
    'Wellness',
    'By Month',
  ]);
  expect(screen.getByRole('tab', { name: 'By Traveller' })).toHaveAttribute('aria-selected', 'true');
  expect(tileLinks('By Traveller')).toEqual(
    journeySectionFixture.by_traveller.map((item) => [item.name, item.href]),
  );
});

it('shows another tab’s tiles, each linking to its page, when that tab is chosen', async () => {
  const user = userEvent.setup();
  renderWithProviders(<JourneyGrid />);

  await user.click(await screen.findByRole('tab', { name: 'Most Popular' }));
  expect(screen.getByRole('tab', { name: 'Most Popular' })).toHaveAttribute('aria-selected', 'true');
  expect(tileLinks('Most Popular')).toEqual(
    journeySectionFixture.most_popular.map((item) => [item.name, item.href]),
  );
  expect(screen.queryByRole('list', { name: 'By Traveller' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'By Month' }));
  expect(screen.getByRole('link', { name: 'January' })).toHaveAttribute(
    'href',
    '/inspiration/travel-by-month/january',
  );
});

it('says it is loading, then shows the tabs', async () => {
  renderWithProviders(<JourneyGrid />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  expect(await screen.findByRole('tablist', { name: 'Start Your Journey' })).toBeInTheDocument();
});

it('says so when the journey data cannot be loaded', async () => {
  apiServer.use(http.get('*/api/v1/journey-section/', () => HttpResponse.json({}, { status: 500 })));
  renderWithProviders(<JourneyGrid />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load journey data.');
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();
});
