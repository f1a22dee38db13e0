import { renderWithProviders } from '@lux/shared/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { Header } from './Header';

const setScroll = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });

it('links home, to About, to the phone and to the enquiry page', () => {
  renderWithProviders(<Header />);
  expect(screen.getByRole('link', { name: /home/ })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  expect(screen.getByRole('link', { name: /Call us on/ })).toHaveAttribute('href', 'tel:+918047192200');
  expect(screen.getByRole('link', { name: 'Enquire Now' })).toHaveAttribute('href', '/enquire');
});

it('is transparent at the top of the home page and solid after 50px of scroll', () => {
  renderWithProviders(<Header />, { route: '/' });
  const header = screen.getByRole('banner');
  expect(header).toHaveAttribute('data-solid', 'false');
  setScroll(50);
  expect(header).toHaveAttribute('data-solid', 'false');
  setScroll(51);
  expect(header).toHaveAttribute('data-solid', 'true');
  setScroll(0);
  expect(header).toHaveAttribute('data-solid', 'false');
});

it('is solid on other routes', () => {
  renderWithProviders(<Header />, { route: '/journal' });
  expect(screen.getByRole('banner')).toHaveAttribute('data-solid', 'true');
});
