import { allowConsoleErrors, renderWithProviders } from '@lux/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemotePage } from './RemotePage';
import { forgetRemote, loadRemotePage } from './loadRemotePage';

// The federation runtime only exists in a webpack build; here the loader is replaced at its seam.
jest.mock('./loadRemotePage', () => ({ loadRemotePage: jest.fn(), forgetRemote: jest.fn() }));
const load = jest.mocked(loadRemotePage);

const page = { remote: 'mfe_journal', module: 'JournalListPage', failureMessage: 'Could not load articles.' };

beforeEach(() => {
  load.mockReset();
  // React reports errors caught by a boundary on the console; that is expected here.
  allowConsoleErrors();
});

it('renders the remote page once it has loaded', async () => {
  load.mockResolvedValue({ default: () => <h1>The Journal</h1> });
  renderWithProviders(<RemotePage {...page} />);
  expect(await screen.findByRole('heading', { name: 'The Journal' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith({ remote: 'mfe_journal', module: 'JournalListPage' });
});

it('shows the page message, phone, enquiry link and Retry when the remote fails', async () => {
  load.mockRejectedValue(new Error('remoteEntry.js could not be loaded'));
  renderWithProviders(<RemotePage {...page} />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Could not load articles.');
  expect(screen.getByRole('link', { name: '+91 80 4719 2200' })).toHaveAttribute('href', 'tel:+918047192200');
  expect(screen.getByRole('link', { name: 'Make an enquiry' })).toHaveAttribute('href', '/enquire');
  expect(screen.getByText('Monday to Friday')).toBeInTheDocument();
});

it('Retry forgets the failed remote and loads it again', async () => {
  load.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce({ default: () => <h1>Back again</h1> });
  renderWithProviders(<RemotePage {...page} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
  expect(forgetRemote).toHaveBeenCalledWith('mfe_journal');
  expect(load).toHaveBeenCalledTimes(2);
});

it('keeps the fallback when a page throws while rendering', async () => {
  load.mockResolvedValue({
    default: () => {
      throw new Error('broken page');
    },
  });
  renderWithProviders(<RemotePage {...page} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load articles.');
});
