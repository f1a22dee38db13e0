import { renderWithProviders } from '@lux/shared/testing';
import { screen, within } from '@testing-library/react';
import { Footer } from './Footer';

it('has the fixed links of SPEC 2.1 and the office hours', () => {
  renderWithProviders(<Footer />);
  const footer = screen.getByRole('contentinfo');
  const hrefs = within(footer)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
  for (const href of [
    '/countries/5',
    '/countries/24',
    '/countries/25',
    '/countries/13',
    '/countries/22',
    '/countries/29',
    '/experiences/6',
    '/experiences/21',
    '/wellness/countries/5',
    '/mice/4',
    '/booking-conditions',
    '/privacy-policy',
    '/journal',
  ]) {
    expect(hrefs).toContain(href);
  }
  expect(within(footer).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '#');
  expect(footer).toHaveTextContent('Monday to Friday');
  expect(footer).toHaveTextContent('9am to 11pm');
  expect(footer).toHaveTextContent('Saturday and Sunday');
  expect(footer).toHaveTextContent('Closed');
  expect(footer).toHaveTextContent('open until 11pm');
});
