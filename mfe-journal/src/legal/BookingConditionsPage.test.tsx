import { renderWithProviders } from '@lux/shared/testing';
import { screen } from '@testing-library/react';
import BookingConditionsPage from './BookingConditionsPage';

describe('BookingConditionsPage', () => {
  it('carries the deposit, payment, cancellation, passport and insurance terms', () => {
    const { container } = renderWithProviders(<BookingConditionsPage />, { route: '/booking-conditions' });

    expect(screen.getByRole('heading', { level: 1, name: 'Booking Conditions' })).toBeInTheDocument();
    expect(container).toHaveTextContent('non-refundable deposit of 30% of the tour cost per person');
    expect(container).toHaveTextContent('The balance is due 60 days before departure.');
    expect(container).toHaveTextContent(
      'If you book within 60 days of departure, the full cost of your journey is payable at the time of booking.',
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      expect.arrayContaining([
        '60 days or more before departure: the deposit is lost.',
        '31 to 59 days before departure: 50% of the tour cost.',
        '30 days or fewer before departure: 100% of the tour cost.',
      ]),
    );
    expect(container).toHaveTextContent('passport valid for at least 6 months after the date of return');
    expect(container).toHaveTextContent('Travel insurance is mandatory');
    expect(screen.getByRole('link', { name: 'travel insurance guidance' })).toHaveAttribute(
      'href',
      '/travel-insurance',
    );
    expect(document.title).toBe('Booking Conditions | Aurelia Journeys');
  });
});
