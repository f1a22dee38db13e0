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
    // In the page (the server's HTML carries it), not shown.
    expect(screen.getByText('A private transfer to the palace.')).not.toBeVisible();
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

  it('moves focus between its own titles with the arrows, Home and End, not into a nested accordion', async () => {
    const user = userEvent.setup();
    const nested = [{ id: 'n', title: 'Nested title', content: <p>Deeper.</p> }];
    render(
      <Accordion
        items={[
          { id: '1', title: 'Arrival in Jaipur', content: <Accordion items={nested} headingLevel={4} /> },
          { id: '2', title: 'The Amber Fort', content: <p>Morning light on the ramparts.</p> },
          { id: '3', title: 'Ranthambore', content: <p>Tigers at dawn.</p> },
        ]}
        defaultOpen={['1']}
      />,
    );
    const title = (name: string) => screen.getByRole('button', { name });

    await user.click(title('Arrival in Jaipur'));
    await user.click(title('Arrival in Jaipur'));
    await user.keyboard('{ArrowDown}');
    expect(title('The Amber Fort')).toHaveFocus();
    await user.keyboard('{End}');
    expect(title('Ranthambore')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(title('Arrival in Jaipur')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(title('Ranthambore')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(title('Arrival in Jaipur')).toHaveFocus();

    // The nested accordion's title keeps its arrows to itself.
    title('Nested title').focus();
    await user.keyboard('{ArrowDown}');
    expect(title('Nested title')).toHaveFocus();
  });
});
