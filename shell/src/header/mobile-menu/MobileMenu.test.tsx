import { renderWithProviders } from '@lux/shared/testing';
import { recordApiRequests } from '@lux/shared/testing/server';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createShellStore } from '../../app/store';
import { Header } from '../Header';
import { answerInspirationWithAnEmptyCategory } from '../testing';
import { MOBILE_MENU_RESET_MS } from './MobileMenu';

const renderHeader = () => renderWithProviders(<Header />, { store: createShellStore() });
// Hidden from assistive technology while the modal menu covers the page.
const menuButton = () => screen.getByRole('button', { name: 'Menu', hidden: true });

it('slides in a modal menu: Search, Destinations, Experiences, MICE, Inspiration, About, Enquire Now', async () => {
  renderHeader();
  expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(menuButton());
  const menu = await screen.findByRole('dialog', { name: 'Menu' });
  expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
  expect(
    within(menu)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Search', 'Destinations', 'Experiences', 'MICE', 'Inspiration', 'About']);
  expect(within(menu).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  expect(within(menu).getByRole('link', { name: 'Enquire Now' })).toHaveAttribute('href', '/enquire');
});

it('fetches its four menus when it opens, not before', async () => {
  const requests = recordApiRequests();
  renderHeader();
  expect(requests()).toEqual([]);
  await userEvent.click(menuButton());
  await waitFor(() =>
    expect(requests().sort()).toEqual([
      'continents/',
      'experiences/',
      'inspiration-categories/',
      'mice-categories/',
    ]),
  );
});

it('opens a sub-panel of accordions with a back button; continents link by id here', async () => {
  renderHeader();
  await userEvent.click(menuButton());
  await userEvent.click(screen.getByRole('button', { name: 'Destinations' }));
  const panel = screen.getByRole('dialog', { name: 'Destinations' });
  expect(within(panel).getByRole('button', { name: 'Back to the menu' })).toHaveFocus();

  await userEvent.click(await within(panel).findByRole('button', { name: 'Indian Ocean' }));
  expect(within(panel).getByRole('link', { name: 'Browse all Indian Ocean' })).toHaveAttribute(
    'href',
    '/destinations/continents/5',
  );
  expect(within(panel).getByRole('link', { name: 'Maldives' })).toHaveAttribute(
    'href',
    '/special/countries/maldives',
  );

  await userEvent.click(within(panel).getByRole('button', { name: 'Back to the menu' }));
  expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Destinations' })).toHaveFocus();
});

it('lists MICE categories by slug, experiences by slug and inspiration items by their page', async () => {
  answerInspirationWithAnEmptyCategory();
  renderHeader();
  await userEvent.click(menuButton());
  await userEvent.click(screen.getByRole('button', { name: 'MICE' }));
  expect(await screen.findByRole('link', { name: 'Conferences' })).toHaveAttribute(
    'href',
    '/mice/conferences',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Back to the menu' }));

  await userEvent.click(screen.getByRole('button', { name: 'Experiences' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Wellness Retreats' }));
  expect(screen.getByRole('link', { name: 'Sri Lanka' })).toHaveAttribute(
    'href',
    '/wellness/countries/sri-lanka',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Back to the menu' }));

  await userEvent.click(screen.getByRole('button', { name: 'Inspiration' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Travel by Month' }));
  expect(screen.getByRole('link', { name: 'January' })).toHaveAttribute(
    'href',
    '/inspiration/travel-by-month/january',
  );
  expect(screen.getByRole('link', { name: 'Island Escapes' })).toHaveAttribute('href', '#');
});

it('closes on Escape, giving focus back to the menu button', async () => {
  renderHeader();
  await userEvent.click(menuButton());
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(menuButton()).toHaveFocus();
});

it('hands over to the search overlay from its Search entry', async () => {
  renderHeader();
  await userEvent.click(menuButton());
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Search' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox')).toHaveFocus();
});

describe('after closing', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const closeFromDestinations = async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderHeader();
    await user.click(menuButton());
    await user.click(screen.getByRole('button', { name: 'Destinations' }));
    await user.keyboard('{Escape}');
    return user;
  };

  it('returns to the main list 300 ms later', async () => {
    const user = await closeFromDestinations();
    act(() => jest.advanceTimersByTime(MOBILE_MENU_RESET_MS));
    await user.click(menuButton());
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('is still on its sub-panel just before then', async () => {
    const user = await closeFromDestinations();
    act(() => jest.advanceTimersByTime(MOBILE_MENU_RESET_MS - 1));
    await user.click(menuButton());
    expect(screen.getByRole('dialog', { name: 'Destinations' })).toBeInTheDocument();
  });
});
