import { renderWithProviders } from '@lux/shared/testing';
import { screen } from '@testing-library/react';
import PrivacyPolicyPage from './PrivacyPolicyPage';

describe('PrivacyPolicyPage', () => {
  it('says when it was last updated and how to exercise your rights', () => {
    renderWithProviders(<PrivacyPolicyPage />, { route: '/privacy-policy' });

    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: September 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your rights' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'journeys@aurelia.example' })[0]).toHaveAttribute(
      'href',
      'mailto:journeys@aurelia.example',
    );
    expect(document.title).toBe('Privacy Policy | Aurelia Journeys');
  });

  it('says what is kept and for how long', () => {
    renderWithProviders(<PrivacyPolicyPage />, { route: '/privacy-policy' });

    expect(screen.getByRole('heading', { level: 2, name: 'How long we keep it' })).toBeInTheDocument();
    expect(
      screen.getByText(/details of an enquiry .* for two years .* unless you ask us to erase them sooner/),
    ).toBeInTheDocument();
    expect(screen.getByText(/automated spam for 30 days/)).toBeInTheDocument();
    expect(screen.getByText(/one-time reference .* for 24 hours/)).toBeInTheDocument();
    expect(screen.getByText(/ask for a copy of your enquiries/)).toBeInTheDocument();
  });
});
