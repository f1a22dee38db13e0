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
});
