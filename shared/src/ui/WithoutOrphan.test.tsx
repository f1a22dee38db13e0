import { render, screen } from '@testing-library/react';
import { WithoutOrphan } from './WithoutOrphan';

describe('WithoutOrphan', () => {
  it('keeps the last two words of a longer title on one line, the title reading as written', () => {
    render(
      <h3>
        <WithoutOrphan text="Journeys With Teenagers" />
      </h3>,
    );
    const heading = screen.getByRole('heading', { name: 'Journeys With Teenagers' });
    expect(heading.querySelector('span')).toHaveTextContent(/^With Teenagers$/);
    expect(heading.querySelector('span')).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('leaves a title of one or two words as it is', () => {
    const { container } = render(<WithoutOrphan text="Luxury Safaris" />);
    expect(container.innerHTML).toBe('Luxury Safaris');
  });
});
