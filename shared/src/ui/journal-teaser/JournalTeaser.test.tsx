import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-implementation';
import { JournalTeaser } from './JournalTeaser';

describe('JournalTeaser', () => {
  it('invites the visitor to read the journal about the place', () => {
    render(
      <MemoryRouter>
        <JournalTeaser place="India" />
      </MemoryRouter>,
    );

    expect(
      screen.getByRole('heading', { level: 2, name: 'Stories to Inspire Your India Journey' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/the seasons that make India unforgettable/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the Journal' })).toHaveAttribute('href', '/journal');
  });
});
