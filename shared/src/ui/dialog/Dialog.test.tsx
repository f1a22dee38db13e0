import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from './Dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <header>Aurelia Journeys</header>
      <main>
        <h1>Behind the dialog</h1>
        <button type="button" onClick={() => setOpen(true)}>
          Plan Your Trip
        </button>
        {/* Like a carousel's track, which announces its slides once paused. */}
        <ul aria-live="polite">
          <li>Ceylon Tea Trails</li>
        </ul>
      </main>
      <footer>Booking conditions</footer>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Plan Your Trip"
        description="Tell us where you would like to go."
      >
        <label>
          Full name
          <input name="full_name" />
        </label>
        <button type="button">Send</button>
      </Dialog>
    </>
  );
}

const openDialog = async () => {
  const opener = screen.getByRole('button', { name: 'Plan Your Trip' });
  await userEvent.click(opener);
  return { opener, dialog: await screen.findByRole('dialog', { name: 'Plan Your Trip' }) };
};

describe('Dialog', () => {
  it('renders nothing of its content while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
  });

  it('is a dialog named by its title and described by its description, with a named close button', async () => {
    render(<Harness />);
    const { dialog } = await openDialog();
    expect(dialog).toHaveAccessibleName('Plan Your Trip');
    expect(dialog).toHaveAccessibleDescription('Tell us where you would like to go.');
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Plan Your Trip' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    // Everything outside the dialog is hidden from assistive technology while it is open.
    expect(screen.queryByRole('heading', { name: 'Behind the dialog' })).not.toBeInTheDocument();
    expect(screen.getByText('Behind the dialog')).toBeInTheDocument();
  });

  it('is modal: the whole page behind is hidden, live regions included, until it closes', async () => {
    render(<Harness />);
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    for (const role of ['banner', 'main', 'contentinfo', 'listitem'])
      expect(screen.queryByRole(role)).not.toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    for (const role of ['banner', 'main', 'contentinfo', 'listitem'])
      expect(screen.getByRole(role)).toBeInTheDocument();
  });

  it('moves focus to its first field and keeps Tab inside', async () => {
    render(<Harness />);
    const { dialog } = await openDialog();
    const field = within(dialog).getByRole('textbox', { name: 'Full name' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(field).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('locks the page scroll while open', async () => {
    render(<Harness />);
    await openDialog();
    expect(document.body).toHaveAttribute('data-scroll-locked');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.body).not.toHaveAttribute('data-scroll-locked'));
  });

  it('closes on Escape, unmounts its content and gives focus back to the opener', async () => {
    render(<Harness />);
    const { opener } = await openDialog();
    await userEvent.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ada');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());

    // Opened again, it starts afresh.
    await openDialog();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
  });

  it('closes with its close button and gives focus back to the opener', async () => {
    render(<Harness />);
    const { opener, dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
