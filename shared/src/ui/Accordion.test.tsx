import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './Accordion';

const items = [
  { id: '1', marker: 'Day 1', title: 'Arrival in Jaipur', content: <p>A private transfer to the palace.</p> },
  { id: '2', marker: 'Day 2', title: 'The Amber Fort', content: <p>Morning light on the ramparts.</p> },
];

describe('Accordion', () => {
  it('shows each title as a heading with a button, panels closed', () => {
    render(<Accordion items={items} />);

    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    const first = screen.getByRole('button', { name: /Arrival in Jaipur/ });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('A private transfer to the palace.')).not.toBeInTheDocument();
  });

  it('opens and closes a panel, and keeps others as they are', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);

    await user.click(screen.getByRole('button', { name: /Arrival in Jaipur/ }));
    expect(screen.getByText('A private transfer to the palace.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /The Amber Fort/ }));
    expect(screen.getByText('Morning light on the ramparts.')).toBeVisible();
    expect(screen.getByRole('button', { name: /Arrival in Jaipur/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.click(screen.getByRole('button', { name: /Arrival in Jaipur/ }));
    expect(screen.getByRole('button', { name: /Arrival in Jaipur/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('takes the heading level and the panels open at first', () => {
    render(<Accordion items={items} headingLevel={4} defaultOpen={['2']} />);

    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(2);
    expect(screen.getByText('Morning light on the ramparts.')).toBeVisible();
  });
});
