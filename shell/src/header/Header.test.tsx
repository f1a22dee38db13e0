import { heroUnderHeaderChanged } from '@lux/shared';
import { renderWithProviders } from '@lux/shared/testing';
import { recordApiRequests } from '@lux/shared/testing/server';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createShellStore } from '../app/store';
import { Header } from './Header';
import { selectOpenOverlay } from './headerSlice';

const setScroll = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });

const renderHeader = () => {
  const store = createShellStore();
  renderWithProviders(<Header />, { store });
  return { store, header: screen.getByRole('banner') };
};

const trigger = (name: string) => screen.getByRole('button', { name });

afterEach(() => setScroll(0));

it('holds the logo, search, the four menus, About, inspiration, the phone and Enquire Now, in order', () => {
  renderHeader();
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(
    within(nav)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('button, a')),
  ).toEqual([
    trigger('Search'),
    trigger('Destinations'),
    trigger('Experiences'),
    trigger('MICE'),
    screen.getByRole('link', { name: 'About' }),
    trigger('Inspiration'),
  ]);
  expect(screen.getByRole('link', { name: /home/ })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  expect(screen.getByRole('link', { name: /Call us on/ })).toHaveAttribute('href', 'tel:+918047192200');
  expect(screen.getByRole('link', { name: 'Enquire Now' })).toHaveAttribute('href', '/enquire');
});

it('is transparent over a page’s hero until the page scrolls past 50px', () => {
  const { store, header } = renderHeader();
  act(() => {
    store.dispatch(heroUnderHeaderChanged(true));
  });
  expect(header).toHaveAttribute('data-solid', 'false');
  setScroll(50);
  expect(header).toHaveAttribute('data-solid', 'false');
  setScroll(51);
  expect(header).toHaveAttribute('data-solid', 'true');
  setScroll(0);
  expect(header).toHaveAttribute('data-solid', 'false');
});

it('is solid over a hero the page opened already scrolled past, from the next frame', async () => {
  Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
  const { store, header } = renderHeader();
  act(() => {
    store.dispatch(heroUnderHeaderChanged(true));
  });
  await waitFor(() => expect(header).toHaveAttribute('data-solid', 'true'));
  setScroll(0);
  expect(header).toHaveAttribute('data-solid', 'false');
});

it('is solid over a page without a hero: loading, failed, not found or any other route', () => {
  const { store, header } = renderHeader();
  expect(header).toHaveAttribute('data-solid', 'true');
  act(() => {
    store.dispatch(heroUnderHeaderChanged(true));
  });
  act(() => {
    store.dispatch(heroUnderHeaderChanged(false));
  });
  expect(header).toHaveAttribute('data-solid', 'true');
});

it('turns solid over a hero while an overlay is open', async () => {
  const { store, header } = renderHeader();
  act(() => {
    store.dispatch(heroUnderHeaderChanged(true));
  });
  await userEvent.click(trigger('Destinations'));
  expect(header).toHaveAttribute('data-solid', 'true');
  await userEvent.click(trigger('Destinations'));
  expect(header).toHaveAttribute('data-solid', 'false');
});

describe('the overlays', () => {
  it('open one at a time from their disclosure buttons; the same button closes its overlay', async () => {
    const { store } = renderHeader();
    expect(trigger('Destinations')).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(trigger('Destinations'));
    expect(trigger('Destinations')).toHaveAttribute('aria-expanded', 'true');
    const destinations = screen.getByRole('region', { name: 'Destinations' });
    expect(trigger('Destinations')).toHaveAttribute('aria-controls', destinations.id);

    await userEvent.click(trigger('MICE'));
    expect(trigger('Destinations')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Destinations' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'MICE' })).toBeInTheDocument();

    await userEvent.click(trigger('MICE'));
    expect(screen.queryByRole('region', { name: 'MICE' })).not.toBeInTheDocument();
    expect(selectOpenOverlay(store.getState())).toBe('none');
  });

  it('close on Escape and give focus back to their trigger', async () => {
    renderHeader();
    trigger('Experiences').focus();
    await userEvent.keyboard('{Enter}');
    const region = await screen.findByRole('region', { name: 'Experiences' });
    await within(region).findByRole('button', { name: 'Journeys by Traveller' });
    await userEvent.tab();
    expect(region).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Experiences' })).not.toBeInTheDocument();
    expect(trigger('Experiences')).toHaveFocus();
  });

  it('close when one of their links is followed, focus back on their trigger', async () => {
    renderHeader();
    await userEvent.click(trigger('Destinations'));
    await userEvent.click(await screen.findByRole('link', { name: 'India' }));
    expect(screen.queryByRole('region', { name: 'Destinations' })).not.toBeInTheDocument();
    expect(trigger('Destinations')).toHaveFocus();
  });

  it('give focus back to their trigger on Escape even once it has moved on', async () => {
    renderHeader();
    await userEvent.click(trigger('MICE'));
    act(() => trigger('Search').focus());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'MICE' })).not.toBeInTheDocument();
    expect(trigger('MICE')).toHaveFocus();
  });

  it('fetch their menu only once opened, then keep it', async () => {
    const requests = recordApiRequests();
    renderHeader();
    expect(requests()).toEqual([]);

    await userEvent.click(trigger('Destinations'));
    await screen.findByRole('button', { name: 'Asia' });
    await userEvent.click(trigger('MICE'));
    await screen.findByRole('link', { name: 'Conferences' });
    await userEvent.click(trigger('Destinations'));
    await screen.findByRole('button', { name: 'Asia' });
    expect(requests()).toEqual(['continents/', 'mice-categories/']);
  });
});
