import { render, screen, within } from '@testing-library/react';
import { CardGrid } from './CardGrid';

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
});
