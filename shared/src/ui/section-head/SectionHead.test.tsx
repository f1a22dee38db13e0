import { render, screen } from '@testing-library/react';
import { SectionHead } from './SectionHead';

describe('SectionHead', () => {
  it('titles its section under an eyebrow, with an introduction and an aside', () => {
    render(
      <section aria-labelledby="hotels-title">
        <SectionHead
          eyebrow="Where to stay"
          title="Discover Hotels in Maldives"
          titleId="hotels-title"
          aside={<button type="button">List</button>}
        >
          <p>Each of these hotels is one we know first-hand.</p>
        </SectionHead>
      </section>,
    );

    expect(screen.getByRole('region', { name: 'Discover Hotels in Maldives' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Discover Hotels in Maldives');
    expect(screen.getByText('Where to stay')).toBeInTheDocument();
    expect(screen.getByText('Each of these hotels is one we know first-hand.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'List' })).toBeInTheDocument();
  });
});
