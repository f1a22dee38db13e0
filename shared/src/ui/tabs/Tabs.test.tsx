import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './Tabs';

const tabs = [
  { id: '3', label: '3 Nights', content: <p>Daily Abhyanga</p> },
  { id: '7', label: '7 Nights', content: <p>Daily Abhyanga and Shirodhara</p> },
  { id: '14', label: '14 Nights', content: <p>A full Panchakarma</p> },
];

describe('Tabs', () => {
  it('is a named tablist whose first tab is selected, showing its panel only', () => {
    render(<Tabs label="Programme lengths" tabs={tabs} />);

    expect(screen.getByRole('tablist', { name: 'Programme lengths' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '3 Nights',
      '7 Nights',
      '14 Nights',
    ]);
    expect(screen.getByRole('tab', { name: '3 Nights' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: '3 Nights' })).toHaveTextContent('Daily Abhyanga');
    expect(screen.queryByText('A full Panchakarma')).not.toBeInTheDocument();
  });

  it('selects a tab on click', async () => {
    render(<Tabs label="Programme lengths" tabs={tabs} />);

    await userEvent.click(screen.getByRole('tab', { name: '14 Nights' }));
    expect(screen.getByRole('tabpanel', { name: '14 Nights' })).toHaveTextContent('A full Panchakarma');
  });

  it('moves between tabs with the arrow keys, wrapping at the ends', async () => {
    render(<Tabs label="Programme lengths" tabs={tabs} />);

    await userEvent.tab();
    expect(screen.getByRole('tab', { name: '3 Nights' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '7 Nights' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: '7 Nights' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '14 Nights' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('A full Panchakarma');
  });

  it('shows the tab the page chooses, when it controls them', async () => {
    const chosen: string[] = [];
    render(<Tabs label="Programme lengths" tabs={tabs} value="7" onValueChange={(id) => chosen.push(id)} />);

    expect(screen.getByRole('tab', { name: '7 Nights' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: '3 Nights' }));
    expect(new Set(chosen)).toEqual(new Set(['3']));
  });
});
