import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { emulateExitAnimations } from '../../testing/browserApis';
import { Drawer } from './Drawer';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <main>
        <h1>Ananda in the Himalayas</h1>
        <button type="button" onClick={() => setOpen(true)}>
          Read More
        </button>
      </main>
      <Drawer open={open} onOpenChange={setOpen} eyebrow="Ayurveda" title="Abhyanga">
        <p>A warm oil massage in four hands.</p>
        <button type="button">7 Nights</button>
      </Drawer>
    </>
  );
}

const openDrawer = async () => {
  const opener = screen.getByRole('button', { name: 'Read More' });
  await userEvent.click(opener);
  return { opener, drawer: await screen.findByRole('dialog', { name: 'Abhyanga' }) };
};

describe('Drawer', () => {
  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('A warm oil massage in four hands.')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title, hiding the page behind, with focus on its close button', async () => {
    render(<Harness />);
    const { drawer } = await openDrawer();

    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(within(drawer).getByRole('heading', { level: 2, name: 'Abhyanga' })).toBeInTheDocument();
    expect(within(drawer).getByText('Ayurveda')).toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus());
  });

  it('keeps Tab inside while open', async () => {
    render(<Harness />);
    const { drawer } = await openDrawer();
    const close = within(drawer).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());

    await userEvent.tab();
    expect(within(drawer).getByRole('button', { name: '7 Nights' })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
  });

  it('closes with its close button and gives focus back to the opener', async () => {
    render(<Harness />);
    const { opener, drawer } = await openDrawer();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    render(<Harness />);
    const { opener } = await openDrawer();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes on a click on the backdrop beside it', async () => {
    render(<Harness />);
    const { opener, drawer } = await openDrawer();

    // The backdrop is the dimmed layer beside the panel.
    const backdrop = drawer.previousElementSibling as HTMLElement;
    await userEvent.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('keeps its content while it slides out, then unmounts', async () => {
    const animations = emulateExitAnimations();
    try {
      render(<Harness />);
      const { drawer } = await openDrawer();

      await userEvent.keyboard('{Escape}');
      expect(drawer).toBeInTheDocument();
      expect(drawer).toHaveAttribute('data-state', 'closed');
      expect(within(drawer).getByText('A warm oil massage in four hands.')).toBeInTheDocument();

      act(() => animations.finish());
      await waitFor(() => expect(drawer).not.toBeInTheDocument());
    } finally {
      animations.restore();
    }
  });
});
