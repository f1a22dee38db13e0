import { renderWithProviders } from '@lux/shared/testing';
import { screen } from '@testing-library/react';
import TravelInsurancePage from './TravelInsurancePage';

describe('TravelInsurancePage', () => {
  it('says insurance is mandatory and what it must cover against', () => {
    const { container } = renderWithProviders(<TravelInsurancePage />, { route: '/travel-insurance' });

    expect(screen.getByRole('heading', { level: 1, name: 'Travel Insurance' })).toBeInTheDocument();
    expect(container).toHaveTextContent('Travel insurance is mandatory for every traveller');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      expect.arrayContaining([
        '60 days or more before departure: the non-refundable deposit of 30% of the tour cost per person is lost.',
        '31 to 59 days before departure: 50% of the tour cost.',
        '30 days or fewer before departure: 100% of the tour cost.',
      ]),
    );
    expect(container).toHaveTextContent('passport is valid for at least 6 months after the date of return');
    expect(screen.getByRole('link', { name: 'booking conditions' })).toHaveAttribute(
      'href',
      '/booking-conditions',
    );
    expect(document.title).toBe('Travel Insurance | Aurelia Journeys');
  });
});
