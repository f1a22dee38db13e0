import { renderWithProviders } from '@lux/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalFormPreview } from './ModalFormPreview';

describe('ModalFormPreview', () => {
  it('opens the modal form in a dialog, which starts empty again after it is closed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ModalFormPreview />, { route: '/modal' });
    await user.click(screen.getByRole('button', { name: 'Plan Your Trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan Your Trip' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Full name' }), 'Tomas Berg');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Country code' }), 'uk');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Plan Your Trip' }));
    const reopened = await screen.findByRole('dialog', { name: 'Plan Your Trip' });
    expect(within(reopened).getByRole('textbox', { name: 'Full name' })).toHaveValue('');
    expect(within(reopened).getByRole('combobox', { name: 'Country code' })).toHaveValue('in');
  });

  it('says Thank You! once the enquiry is sent', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ModalFormPreview />, { route: '/modal' });
    await user.click(screen.getByRole('button', { name: 'Plan Your Trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan Your Trip' });
    const send = within(dialog).getByRole('button', { name: 'Send Enquiry' });
    await waitFor(() => expect(send).toBeEnabled());
    await user.type(within(dialog).getByRole('textbox', { name: 'Full name' }), 'Tomas Berg');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'tomas@example.com');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Destination' }), 'Japan');
    await user.click(send);
    expect(await screen.findByRole('dialog', { name: 'Thank You!' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Plan Your Trip' })).not.toBeInTheDocument();
  });
});
