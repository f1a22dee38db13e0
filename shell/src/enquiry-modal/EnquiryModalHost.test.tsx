import { allowConsoleErrors } from '@lux/shared/testing';
import { apiServer } from '@lux/shared/testing/server';
import { enquiryModalOpened } from '@lux/shared';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-implementation';
import { routes } from '../app/routes';
import { createShellStore } from '../app/store';
import { loadRemoteModule } from '../federation/loadRemoteModule';
import { loadHomePage } from '../home/loadHomePage';

// The federation runtime only exists in a webpack build; the loader is replaced at its seam and hands
// over the enquiry remote's real modal form, as the runtime would.
jest.mock('../federation/loadRemoteModule', () => ({
  loadRemoteModule: jest.fn(),
  loadedRemoteModule: jest.fn(),
}));
const load = jest.mocked(loadRemoteModule);
const loadEnquiryForm = () => import('../../../mfe-enquiry/src/modal-form/EnquiryModalForm');

// Home's code is there before the page renders, as startApp.tsx makes sure before hydrating.
beforeAll(() => loadHomePage());

beforeEach(() => {
  load.mockReset();
  load.mockImplementation(loadEnquiryForm as typeof loadRemoteModule);
});

function renderSite() {
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  const store = createShellStore();
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return {
    user: userEvent.setup(),
    startPlanning: screen.getByRole('button', { name: 'Start Planning' }),
    /** What a destination page's Start Planning does. */
    openFrom: (destination: string[]) => act(() => store.dispatch(enquiryModalOpened(destination))),
  };
}

const planYourTrip = () => screen.findByRole('dialog', { name: 'Plan Your Trip' });

describe('EnquiryModalHost', () => {
  // A loaded remote module is kept for the app's lifetime, so the failure comes first.
  it('still gives the phone number and office hours when the enquiry form cannot load, and Retry loads it', async () => {
    allowConsoleErrors();
    load.mockRejectedValueOnce(new Error('remoteEntry.js could not be loaded'));
    const { user, startPlanning } = renderSite();
    await user.click(startPlanning);

    const dialog = await planYourTrip();
    const problem = await within(dialog).findByRole('alert');
    expect(load).toHaveBeenCalledWith({ remote: 'mfe_enquiry', module: 'EnquiryModalForm' });
    expect(problem).toHaveTextContent('Our enquiry form could not be loaded just now.');
    expect(within(problem).getByRole('link', { name: '+91 80 4719 2200' })).toHaveAttribute(
      'href',
      'tel:+918047192200',
    );
    expect(problem).toHaveTextContent('Monday to Friday');
    expect(problem).toHaveTextContent('9am to 11pm');

    await user.click(within(problem).getByRole('button', { name: 'Retry' }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(await within(dialog).findByRole('textbox', { name: 'Full name' })).toBeInTheDocument();
  });

  it('opens from Start Planning with focus inside, hides the page, and Escape gives focus back', async () => {
    const { user, startPlanning } = renderSite();
    await user.click(startPlanning);

    const dialog = await planYourTrip();
    const fullName = await within(dialog).findByRole('textbox', { name: 'Full name' });
    await waitFor(() => expect(fullName).toHaveFocus());
    // The page behind is out of reach: hidden from assistive technology and not scrollable.
    expect(screen.queryByRole('link', { name: 'Enquire Now' })).not.toBeInTheDocument();
    expect(document.body).toHaveAttribute('data-scroll-locked');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(startPlanning).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Enquire Now' })).toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user, startPlanning } = renderSite();
    await user.click(startPlanning);
    const dialog = await planYourTrip();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Full name' })).toHaveFocus());
    for (let step = 0; step < 10; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('starts empty with +91 again after it is closed', async () => {
    const { user, startPlanning } = renderSite();
    await user.click(startPlanning);
    let dialog = await planYourTrip();
    await user.type(await within(dialog).findByRole('textbox', { name: 'Full name' }), 'Tomas Berg');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'tomas@example.com');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Country code' }), 'us');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(startPlanning).toHaveFocus());

    await user.click(startPlanning);
    dialog = await planYourTrip();
    expect(await within(dialog).findByRole('textbox', { name: 'Full name' })).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(within(dialog).getByRole('combobox', { name: 'Country code' })).toHaveValue('in');
    expect(within(dialog).getByRole('combobox', { name: 'Destination' })).toHaveValue('');
  });

  it('chooses the destination of the page it was opened from, and the next page’s after closing', async () => {
    const { user, openFrom } = renderSite();
    openFrom(['Sri Lanka']);
    let dialog = await planYourTrip();
    const destination = () => within(dialog).getByRole('combobox', { name: 'Destination' });
    await within(dialog).findByRole('textbox', { name: 'Full name' });
    await waitFor(() => expect(destination()).toHaveValue('sri-lanka'));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    openFrom(['Japan']);
    dialog = await planYourTrip();
    await within(dialog).findByRole('textbox', { name: 'Full name' });
    await waitFor(() => expect(destination()).toHaveValue('japan'));
  });

  it('says Thank You! once the enquiry is sent, then gives focus back to Start Planning', async () => {
    const received: unknown[] = [];
    apiServer.use(
      http.post('*/api/v1/enquiries/', async ({ request }) => {
        received.push(await request.json());
        return HttpResponse.json({ id: 'enquiry-1' }, { status: 201 });
      }),
    );
    const { user, startPlanning } = renderSite();
    await user.click(startPlanning);
    const dialog = await planYourTrip();
    const send = await within(dialog).findByRole('button', { name: 'Send Enquiry' });
    await waitFor(() => expect(send).toBeEnabled());
    await user.type(within(dialog).getByRole('textbox', { name: 'Full name' }), 'Tomas Berg');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'tomas@example.com');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Destination' }), 'Sri Lanka');
    await user.click(send);

    const thankYou = await screen.findByRole('dialog', { name: 'Thank You!' });
    expect(screen.queryByRole('dialog', { name: 'Plan Your Trip' })).not.toBeInTheDocument();
    expect(received).toEqual([
      expect.objectContaining({ destination: 'Sri Lanka', full_name: 'Tomas Berg' }),
    ]);
    const done = within(thankYou).getByRole('button', { name: 'Continue Exploring' });
    await waitFor(() => expect(done).toHaveFocus());

    await user.click(done);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(startPlanning).toHaveFocus());
  });
});
