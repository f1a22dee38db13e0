import type { MiceCategory } from '@lux/shared';
import { allowConsoleErrors, miceCategoryFixtures, renderWithProviders } from '@lux/shared/testing';
import { apiServer } from '@lux/shared/testing/server';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { createShellStore } from '../../app/store';
import { Header } from '../Header';
import { answerInspirationWithAnEmptyCategory } from '../testing';

const openOverlay = async (name: string) => {
  renderWithProviders(<Header />, { store: createShellStore() });
  await userEvent.click(screen.getByRole('button', { name }));
  return screen.getByRole('region', { name });
};

describe('Destinations', () => {
  it('shows the first continent’s countries in two columns, its picture and Browse all, by slug', async () => {
    const region = await openOverlay('Destinations');
    const asia = await within(region).findByRole('button', { name: 'Asia' });
    expect(asia).toHaveAttribute('aria-expanded', 'true');
    expect(within(region).getByRole('link', { name: 'Browse all Asia' })).toHaveAttribute(
      'href',
      '/destinations/continents/asia',
    );
    expect(within(region).getByRole('link', { name: 'India' })).toHaveAttribute('href', '/countries/india');
  });

  it('shows the hovered or focused continent instead', async () => {
    const region = await openOverlay('Destinations');
    const indianOcean = await within(region).findByRole('button', { name: 'Indian Ocean' });
    fireEvent.pointerEnter(indianOcean);
    expect(indianOcean).toHaveAttribute('aria-expanded', 'true');
    // Countries link by the special-page rule.
    expect(within(region).getByRole('link', { name: 'Maldives' })).toHaveAttribute(
      'href',
      '/special/countries/maldives',
    );
    expect(within(region).queryByRole('link', { name: 'India' })).not.toBeInTheDocument();

    act(() => within(region).getByRole('button', { name: 'Asia' }).focus());
    expect(within(region).getByRole('link', { name: 'India' })).toBeInTheDocument();
    // Tab goes from a continent into its countries.
    await userEvent.tab();
    expect(within(region).getByRole('link', { name: 'Bhutan' })).toHaveFocus();
  });
});

describe('Experiences', () => {
  it('shows the first experience’s items, linked by slug', async () => {
    const region = await openOverlay('Experiences');
    expect(await within(region).findByRole('link', { name: 'Family Holidays' })).toHaveAttribute(
      'href',
      '/experiences/family-holidays',
    );
  });

  it('shows wellness countries for an experience whose name contains wellness', async () => {
    const region = await openOverlay('Experiences');
    await userEvent.hover(await within(region).findByRole('button', { name: 'Wellness Retreats' }));
    expect(within(region).getByRole('link', { name: 'Sri Lanka' })).toHaveAttribute(
      'href',
      '/wellness/countries/sri-lanka',
    );
    expect(within(region).queryByRole('link', { name: 'Family Holidays' })).not.toBeInTheDocument();
  });
});

describe('Inspiration', () => {
  it('shows a category’s items as month tiles, and links a category without items to #', async () => {
    answerInspirationWithAnEmptyCategory();
    const region = await openOverlay('Inspiration');
    expect(await within(region).findByRole('link', { name: 'January' })).toHaveAttribute(
      'href',
      '/inspiration/travel-by-month/january',
    );
    expect(within(region).getByRole('button', { name: 'Travel by Month' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(region).getByRole('link', { name: 'Island Escapes' })).toHaveAttribute('href', '#');
  });
});

describe('MICE', () => {
  it('links categories by id, shows the hovered one’s picture, and offers Get Quote', async () => {
    const region = await openOverlay('MICE');
    const [first, second] = miceCategoryFixtures as [MiceCategory, MiceCategory];
    const firstLink = await within(region).findByRole('link', { name: first.name });
    expect(firstLink).toHaveAttribute('href', `/mice/${first.id}`);
    expect(firstLink).toHaveAttribute('data-active', 'true');
    const secondLink = within(region).getByRole('link', { name: second.name });
    fireEvent.pointerEnter(secondLink);
    expect(secondLink).toHaveAttribute('data-active', 'true');
    expect(region.querySelector('img')?.getAttribute('src')).toContain(
      second.image_url.replace(/\.webp.*/, ''),
    );
    expect(within(region).getByRole('link', { name: 'Get Quote' })).toHaveAttribute('href', '/contact');
  });
});

describe('loading, failure and emptiness', () => {
  const cases = [
    ['Destinations', 'continents/', 'Loading...', 'Error loading data.', 'No destinations found.'],
    ['Experiences', 'experiences/', 'Loading...', 'Error loading data.', 'No data found.'],
    ['Inspiration', 'inspiration-categories/', 'Loading...', 'Error loading data.', 'No data found.'],
    [
      'MICE',
      'mice-categories/',
      'Loading categories...',
      'Could not load categories.',
      'No categories found.',
    ],
  ] as const;

  it.each(cases)('%s says %3$s while loading', async (name, path, loading) => {
    apiServer.use(http.get(`*/api/v1/${path}`, () => delay('infinite')));
    const region = await openOverlay(name);
    expect(within(region).getByRole('status')).toHaveTextContent(loading);
  });

  it.each(cases)('%s says %4$s when the call fails', async (name, path, _loading, error) => {
    allowConsoleErrors();
    apiServer.use(http.get(`*/api/v1/${path}`, () => HttpResponse.json({}, { status: 500 })));
    const region = await openOverlay(name);
    expect(await within(region).findByRole('alert')).toHaveTextContent(error);
  });

  it.each(cases)('%s says %5$s when there is nothing', async (name, path, _loading, _error, empty) => {
    apiServer.use(http.get(`*/api/v1/${path}`, () => HttpResponse.json([])));
    const region = await openOverlay(name);
    expect(await within(region).findByText(empty)).toBeInTheDocument();
  });
});
