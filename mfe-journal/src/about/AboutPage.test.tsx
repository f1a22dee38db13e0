import { renderWithProviders } from '@lux/shared/testing';
import { screen } from '@testing-library/react';
import AboutPage from './AboutPage';

const renderPage = () => renderWithProviders(<AboutPage />, { route: '/about' });

describe('AboutPage', () => {
  it('tells our story, values, purpose and journey', () => {
    renderPage();

    for (const title of ['Our Story', 'Our Values', 'Our Purpose', 'Our Journey']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    for (const value of ['Curiosity', 'Thoughtfulness', 'Humility', 'For Our Clients', 'For Our Partners']) {
      expect(screen.getByRole('heading', { level: 3, name: value })).toBeInTheDocument();
    }
    expect(screen.getByText(/founded in 2025/)).toBeInTheDocument();
    expect(screen.getByText(/For over 12 years/)).toBeInTheDocument();
    expect(document.title).toBe('About Us | Aurelia Journeys');
  });

  it('shows the four specialist certifications', () => {
    renderPage();

    for (const country of ['New Zealand', 'Australia', 'Sri Lanka', 'South Africa']) {
      expect(screen.getByText(country)).toBeInTheDocument();
    }
  });

  it('invites the visitor to plan and to browse the travel calendar from January', () => {
    renderPage();

    expect(screen.getByRole('link', { name: 'Start a Conversation' })).toHaveAttribute('href', '/enquire');
    expect(screen.getByRole('link', { name: 'Explore the Travel Calendar' })).toHaveAttribute(
      'href',
      '/inspiration/travel-by-month/january',
    );
  });
});
