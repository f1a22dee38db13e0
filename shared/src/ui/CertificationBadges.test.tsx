import { render, screen } from '@testing-library/react';
import { CertificationBadges } from './CertificationBadges';

describe('CertificationBadges', () => {
  it('lists the four specialist certifications', () => {
    render(<CertificationBadges />);

    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    for (const country of ['New Zealand', 'Australia', 'Sri Lanka', 'South Africa']) {
      expect(screen.getByText(country)).toBeInTheDocument();
    }
  });
});
