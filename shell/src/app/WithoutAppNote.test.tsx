import { company } from '@lux/shared';
import { renderWithProviders } from '@lux/shared/testing';
import { screen, within } from '@testing-library/react';
import { WithoutAppNote } from './WithoutAppNote';

it('is hidden while scripts run, marked for the early-events script to show, and says what still works', () => {
  renderWithProviders(<WithoutAppNote />);
  const note = screen.getByRole('status', { hidden: true });
  expect(note).not.toBeVisible();
  // The attribute holdEarlyEvents.js looks for.
  expect(note).toHaveAttribute('data-without-app-note');
  expect(note).toHaveTextContent('menus and search will not open');
  expect(within(note).getByRole('link', { name: 'enquiry form', hidden: true })).toHaveAttribute(
    'href',
    '/enquire',
  );
  expect(within(note).getByRole('link', { name: company.phone.display, hidden: true })).toHaveAttribute(
    'href',
    company.phone.href,
  );
});
