import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThankYouDialog } from './ThankYouDialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Send Enquiry
      </button>
      <ThankYouDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

const openThankYou = async () => {
  const opener = screen.getByRole('button', { name: 'Send Enquiry' });
  await userEvent.click(opener);
  return { opener, dialog: await screen.findByRole('dialog', { name: 'Thank You!' }) };
};

describe('ThankYouDialog', () => {
  it('says the enquiry was submitted and a travel expert will be in touch shortly', async () => {
    render(<Harness />);
    const { dialog } = await openThankYou();
    expect(dialog).toHaveAccessibleDescription(
      'Your enquiry has been submitted successfully. A travel expert will be in touch shortly.',
    );
    expect(within(dialog).getByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
  });

  it('takes focus and closes with its button, giving focus back', async () => {
    render(<Harness />);
    const { opener, dialog } = await openThankYou();
    const done = within(dialog).getByRole('button', { name: 'Continue Exploring' });
    await waitFor(() => expect(done).toHaveFocus());
    await userEvent.click(done);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes on Escape', async () => {
    render(<Harness />);
    await openThankYou();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
