import { heroUnderHeaderChanged } from '@lux/shared';
import { renderWithProviders } from '@lux/shared/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { createShellStore } from '../app/store';
import { Header } from './Header';

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

afterEach(() => setScroll(0));

it('links home, to About, to the phone and to the enquiry page', () => {
  renderHeader();
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
