import { render, screen, within } from '@testing-library/react';
import { CardGrid } from './CardGrid';
import type { CardGridLayout } from './CardGrid';

describe('CardGrid', () => {
  it('is a list named by its section title, one item per card', () => {
    render(
      <section aria-labelledby="trips-title">
        <h2 id="trips-title">Example Trips to India</h2>
        <CardGrid aria-labelledby="trips-title">
          {['Rajasthan', 'Kerala', 'Ladakh'].map((name) => (
            <article key={name}>{name}</article>
          ))}
          <article>Create Your Own Itinerary</article>
        </CardGrid>
      </section>,
    );

    const list = screen.getByRole('list', { name: 'Example Trips to India' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Rajasthan',
      'Kerala',
      'Ladakh',
      'Create Your Own Itinerary',
    ]);
    for (const item of items) expect(within(item).getByRole('article')).toBeInTheDocument();
  });

  // A grid drawn `across` columns wide: for each card, how many share its last row when that row is not
  // full (the styles widen them to fill it), or '' for a card of a full row.
  const lastRow = (layout: CardGridLayout, count: number, across: number) => {
    const { unmount } = render(
      <CardGrid layout={layout} aria-label="Cards">
        {Array.from({ length: count }, (_, index) => (
          <article key={index}>Card {index + 1}</article>
        ))}
      </CardGrid>,
    );
    const marks = screen
      .getAllByRole('listitem')
      .map((item) => item.getAttribute(`data-last-row-${across}`) ?? '');
    unmount();
    return marks;
  };

  it('widens the cards of a last row of three that is not full, so no hole is left', () => {
    // A country with one example trip, and the Create Your Own Itinerary tile: half the row each.
    expect(lastRow('thirds', 2, 3)).toEqual(['2', '2']);
    expect(lastRow('thirds', 1, 3)).toEqual(['1']);
    expect(lastRow('thirds', 3, 3)).toEqual(['', '', '']);
    expect(lastRow('thirds', 4, 3)).toEqual(['', '', '', '1']);
    expect(lastRow('thirds', 5, 3)).toEqual(['', '', '', '2', '2']);
    expect(lastRow('thirds', 7, 3)).toEqual(['', '', '', '', '', '', '1']);
  });

  it('lets the last card of an odd count fill its row two across, on tablets', () => {
    expect(lastRow('thirds', 2, 2)).toEqual(['', '']);
    expect(lastRow('thirds', 3, 2)).toEqual(['', '', '1']);
    expect(lastRow('pairs', 5, 2)).toEqual(['', '', '', '', '1']);
    expect(lastRow('pairs', 5, 3)).toEqual(['', '', '', '', '']);
  });

  it('fills the last row of small picture cards at two, three and four across', () => {
    expect(lastRow('quarters', 7, 4)).toEqual(['', '', '', '', '3', '3', '3']);
    expect(lastRow('quarters', 7, 3)).toEqual(['', '', '', '', '', '', '1']);
    expect(lastRow('quarters', 7, 2)).toEqual(['', '', '', '', '', '', '1']);
    expect(lastRow('quarters', 8, 4)).toEqual(['', '', '', '', '', '', '', '']);
  });
});
