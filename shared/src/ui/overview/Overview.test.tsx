import { render, screen } from '@testing-library/react';
import { Overview } from './Overview';

describe('Overview', () => {
  it('titles the section and sets its text beside the title', () => {
    render(
      <section aria-labelledby="overview-title">
        <Overview
          eyebrow="Travel with us"
          title="Why Should You Travel to India With Us?"
          titleId="overview-title"
        >
          <p>Your guides are historians, naturalists and cooks.</p>
          <button type="button">Start Planning</button>
        </Overview>
      </section>,
    );

    expect(
      screen.getByRole('region', { name: 'Why Should You Travel to India With Us?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Why Should You Travel to India With Us?',
    );
    expect(screen.getByText('Travel with us')).toBeInTheDocument();
    expect(screen.getByText('Your guides are historians, naturalists and cooks.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Planning' })).toBeInTheDocument();
  });
});
