import { renderWithProviders } from '@lux/shared/testing';
import { apiServer } from '@lux/shared/testing/server';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { answerEnquiries, holdEnquiryOptions, uuidPattern } from '../enquiry-form/testing';
import { forgetUnconfirmedEnquiries } from '../enquiry-form/useEnquirySubmission';
import EnquiryModalForm from './EnquiryModalForm';

let alert: jest.SpyInstance;
beforeEach(() => {
  alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  alert.mockRestore();
  forgetUnconfirmedEnquiries();
});

const renderForm = (onSubmitted = jest.fn(), destination?: string[]) => ({
  onSubmitted,
  ...renderWithProviders(<EnquiryModalForm onSubmitted={onSubmitted} destination={destination} />),
});
const openedFrom = (destination: string[]) => renderForm(jest.fn(), destination);

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const sendButton = () => screen.getByRole('button', { name: /Send Enquiry|Sending\.\.\./ });
const optionsLoaded = () => waitFor(() => expect(sendButton()).toBeEnabled());

async function fillIn() {
  const user = userEvent.setup();
  await optionsLoaded();
  await user.type(textbox('Full name'), 'Tomas Berg');
  await user.type(textbox('Email'), 'tomas@example.com');
  await user.selectOptions(select('Country code'), 'us');
  await user.type(textbox('Phone (optional)'), '212 555 0142');
  await user.selectOptions(select('Destination'), 'New Zealand');
  return user;
}

describe('EnquiryModalForm', () => {
  it('starts empty, with +91 and the destinations grouped by continent after Select a destination', async () => {
    renderForm();
    await optionsLoaded();
    expect(textbox('Full name')).toHaveValue('');
    expect(textbox('Full name')).toHaveAttribute('placeholder', 'Enter your full name');
    expect(textbox('Full name')).toBeRequired();
    expect(textbox('Email')).toHaveValue('');
    expect(textbox('Email')).toHaveAttribute('type', 'email');
    expect(textbox('Email')).toBeRequired();
    expect(textbox('Phone (optional)')).not.toBeRequired();
    expect(select('Country code')).toHaveValue('in');
    expect(
      within(select('Country code'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['+91 India', '+44 United Kingdom', '+1 United States']);

    const destination = select('Destination');
    expect(destination).toBeRequired();
    expect(destination).toHaveValue('');
    const [first] = within(destination).getAllByRole('option');
    expect(first).toHaveTextContent('Select a destination');
    expect(first).toHaveValue('');
    expect(within(destination).getByRole('group', { name: 'Central America & Mexico' })).toHaveTextContent(
      'Costa RicaMexico',
    );
  });

  it('cannot be sent while the destinations are loading', async () => {
    const options = holdEnquiryOptions();
    renderForm();
    expect(sendButton()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    options.release();
    await optionsLoaded();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('sends the chosen destination’s label with the visitor’s details and an Idempotency-Key', async () => {
    const { received } = answerEnquiries();
    const { onSubmitted } = renderForm();
    const user = await fillIn();
    await user.click(sendButton());

    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(received).toHaveLength(1);
    expect(received[0]?.body).toEqual({
      full_name: 'Tomas Berg',
      email: 'tomas@example.com',
      phone: '212 555 0142',
      country_code: 'us',
      destination: 'New Zealand',
      website: '',
      form_duration_ms: expect.any(Number),
    });
    expect(received[0]?.idempotencyKey).toMatch(uuidPattern);
    expect(alert).not.toHaveBeenCalled();
  });

  it('says Sending... and is disabled while it sends', async () => {
    const { received, release } = answerEnquiries([201], { held: true });
    const { onSubmitted } = renderForm();
    const user = await fillIn();
    await user.click(sendButton());

    const button = await screen.findByRole('button', { name: 'Sending...' });
    expect(button).toBeDisabled();
    expect(onSubmitted).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(received).toHaveLength(1);
  });

  it('does not send without a destination', async () => {
    const { received } = answerEnquiries();
    renderForm();
    const user = userEvent.setup();
    await optionsLoaded();
    await user.type(textbox('Full name'), 'Tomas Berg');
    await user.type(textbox('Email'), 'tomas@example.com');
    await user.click(sendButton());
    expect(received).toHaveLength(0);
  });

  // The API may have stored the enquiry before failing: the retry must be the very same request.
  it('alerts the exact message, keeps the answers and sends the same request again on a retry', async () => {
    const { received } = answerEnquiries([500, 201]);
    const { onSubmitted } = renderForm();
    const user = await fillIn();
    await user.click(sendButton());

    await waitFor(() => expect(alert).toHaveBeenCalledWith('There was an error submitting your enquiry.'));
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(sendButton()).toHaveTextContent('Send Enquiry');
    expect(textbox('Full name').closest('form')).toHaveAttribute('data-state', 'error');
    expect(textbox('Full name')).toHaveValue('Tomas Berg');
    expect(select('Destination')).toHaveValue('new-zealand');

    await user.click(sendButton());
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(received).toHaveLength(2);
    expect(received[0]?.idempotencyKey).toMatch(uuidPattern);
    expect(received[1]?.idempotencyKey).toBe(received[0]?.idempotencyKey);
    expect(received[1]?.rawBody).toBe(received[0]?.rawBody);
  });

  it('sends the same request again after a failure, even from the modal closed and reopened', async () => {
    const { received } = answerEnquiries([500, 201]);
    const first = renderForm();
    await (await fillIn()).click(sendButton());
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    first.unmount();

    const { onSubmitted } = renderForm();
    await (await fillIn()).click(sendButton());
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(received).toHaveLength(2);
    expect(received[1]?.idempotencyKey).toBe(received[0]?.idempotencyKey);
    expect(received[1]?.rawBody).toBe(received[0]?.rawBody);
  });

  it('sends a changed answer after a failure as a new enquiry, with a new key', async () => {
    const { received } = answerEnquiries([500, 201]);
    const { onSubmitted } = renderForm();
    const user = await fillIn();
    await user.click(sendButton());
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(1));

    await user.type(textbox('Phone (optional)'), '3');
    await user.click(sendButton());
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(received[1]?.body).toMatchObject({ phone: '212 555 01423' });
    expect(received[1]?.idempotencyKey).toMatch(uuidPattern);
    expect(received[1]?.idempotencyKey).not.toBe(received[0]?.idempotencyKey);
  });

  it('sends the same answers from the modal reopened after a success as a new enquiry, with a new key', async () => {
    const { received } = answerEnquiries([201]);
    const first = renderForm();
    await (await fillIn()).click(sendButton());
    await waitFor(() => expect(first.onSubmitted).toHaveBeenCalledTimes(1));
    first.unmount();

    const { onSubmitted } = renderForm();
    await (await fillIn()).click(sendButton());
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(received).toHaveLength(2);
    expect(received[1]?.idempotencyKey).toMatch(uuidPattern);
    expect(received[1]?.idempotencyKey).not.toBe(received[0]?.idempotencyKey);
  });

  it.each([
    ['the connection fails', 'network-error' as const],
    ['a gateway answers 502 with its own page', 502],
    ['the API is unavailable for a moment', 503],
    ['a gateway times out', 504],
  ])('sends the very same request again by itself when %s, and goes through', async (_case, failure) => {
    const { received } = answerEnquiries([failure, 201]);
    const { onSubmitted } = renderForm();
    const user = await fillIn();
    await user.click(sendButton());

    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(alert).not.toHaveBeenCalled();
    expect(received).toHaveLength(2);
    expect(received[1]?.idempotencyKey).toBe(received[0]?.idempotencyKey);
    expect(received[1]?.rawBody).toBe(received[0]?.rawBody);
  });

  it('alerts once the API has stayed away through every resend, still saying Sending... until then', async () => {
    const { received } = answerEnquiries(['network-error', 503, 502, 504]);
    const { onSubmitted } = renderForm();
    await fillIn();
    // The resends' pauses (about five seconds) pass on a fake clock.
    jest.useFakeTimers();
    try {
      fireEvent.click(sendButton());
      await act(() => jest.advanceTimersByTimeAsync(1000));
      expect(sendButton()).toHaveTextContent('Sending...');
      expect(alert).not.toHaveBeenCalled();
      await act(() => jest.advanceTimersByTimeAsync(10_000));
    } finally {
      jest.useRealTimers();
    }

    await waitFor(() => expect(alert).toHaveBeenCalledWith('There was an error submitting your enquiry.'));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(received).toHaveLength(4);
    expect(new Set(received.map(({ idempotencyKey, rawBody }) => `${idempotencyKey} ${rawBody}`)).size).toBe(
      1,
    );
  });

  it('does not send again by itself what the API refused', async () => {
    const { received } = answerEnquiries([400]);
    renderForm();
    const user = await fillIn();
    await user.click(sendButton());
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    expect(received).toHaveLength(1);
  });

  it('starts afresh each time it is mounted', async () => {
    const first = renderForm();
    const user = await fillIn();
    await user.type(textbox('Full name'), ' Jr');
    first.unmount();

    renderForm();
    await optionsLoaded();
    expect(textbox('Full name')).toHaveValue('');
    expect(textbox('Email')).toHaveValue('');
    expect(textbox('Phone (optional)')).toHaveValue('');
    expect(select('Country code')).toHaveValue('in');
    expect(select('Destination')).toHaveValue('');
  });

  it('chooses the destination of the page it was opened from, by name or slug, whatever the case', async () => {
    const first = openedFrom(['INDIA']);
    await optionsLoaded();
    expect(select('Destination')).toHaveValue('india');
    first.unmount();

    openedFrom(['sri-lanka']);
    await optionsLoaded();
    expect(select('Destination')).toHaveValue('sri-lanka');
  });

  it('chooses a package’s country when the package itself is not offered', async () => {
    openedFrom(['Palaces of Rajasthan and the Taj Mahal', 'India']);
    await optionsLoaded();
    expect(select('Destination')).toHaveValue('india');
  });

  it('stays on Select a destination when the page names nothing it offers', async () => {
    openedFrom(['Asia']);
    await optionsLoaded();
    expect(select('Destination')).toHaveValue('');
    expect(select('Destination').selectedOptions[0]).toHaveTextContent('Select a destination');
  });

  it('sends the chosen label of the page’s destination, and the visitor may choose another', async () => {
    const { received } = answerEnquiries();
    const { onSubmitted } = renderForm(jest.fn(), ['new-zealand']);
    const user = userEvent.setup();
    await optionsLoaded();
    await user.type(textbox('Full name'), 'Tomas Berg');
    await user.type(textbox('Email'), 'tomas@example.com');
    await user.click(sendButton());
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(received[0]?.body).toMatchObject({ destination: 'New Zealand' });

    await user.selectOptions(select('Destination'), 'Japan');
    expect(select('Destination')).toHaveValue('japan');
  });

  it('gives the phone number when the destinations cannot be loaded', async () => {
    apiServer.use(http.get('*/api/v1/enquiry-options/', () => HttpResponse.json({}, { status: 500 })));
    renderForm();
    const problem = await screen.findByRole('alert');
    expect(within(problem).getByRole('link', { name: '+91 80 4719 2200' })).toBeInTheDocument();
    expect(within(problem).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
  });
});
