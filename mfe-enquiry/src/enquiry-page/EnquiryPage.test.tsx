import { enquiryTextMaxLengths } from '@lux/shared';
import { enquiryOptionsFixture, renderWithProviders } from '@lux/shared/testing';
import { apiServer } from '@lux/shared/testing/server';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { answerEnquiries, uuidPattern } from '../enquiry-form/testing';
import { forgetUnconfirmedEnquiries } from '../enquiry-form/useEnquirySubmission';
import EnquiryPage from './EnquiryPage';

// A year the form offers that is not the first.
const [, nextYear = ''] = enquiryOptionsFixture.years.map((year) => year.value);

let alert: jest.SpyInstance;
beforeEach(() => {
  alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  alert.mockRestore();
  forgetUnconfirmedEnquiries();
});

const renderPage = (route = '/enquire') => renderWithProviders(<EnquiryPage />, { route });

const field = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: /Send Enquiry|Submitting\.\.\./ });

/**
 * Fills in every field, optional ones included, as a visitor would, the text fields' answers pasted in
 * (typing them a key at a time, re-rendering the form each time, made this file take 20 s; typing is
 * tested where it matters, below and in EnquiryModalForm.test.tsx).
 */
async function fillInEverything() {
  const user = userEvent.setup();
  const paste = async (textbox: HTMLInputElement, text: string) => {
    await user.click(textbox);
    await user.paste(text);
  };
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Destination' }), 'Japan');
  await user.selectOptions(field('Travel month'), 'October');
  await user.selectOptions(field('Travel year'), nextYear);
  await paste(textbox('Duration'), '12 Nights');
  await user.selectOptions(field('Travellers'), '2 travellers');
  await paste(textbox('Full name'), 'Isabel Hart');
  await paste(textbox('Email'), 'isabel@example.com');
  await user.selectOptions(field('Country code'), 'uk');
  await paste(textbox('Phone (optional)'), '7700 900123');
  await user.selectOptions(field('How did you hear about us? (optional)'), 'Friend or family');
  await paste(textbox('Comments (optional)'), 'A slow autumn, ryokans and gardens.');
  await user.click(screen.getByRole('checkbox', { name: /travel inspiration/ }));
  return user;
}

const expectEverythingStillFilledIn = () => {
  expect(field('Destination')).toHaveValue('japan');
  expect(field('Travel month')).toHaveValue('october');
  expect(field('Travel year')).toHaveValue(nextYear);
  expect(textbox('Duration')).toHaveValue('12 Nights');
  expect(field('Travellers')).toHaveValue('2');
  expect(textbox('Full name')).toHaveValue('Isabel Hart');
  expect(textbox('Email')).toHaveValue('isabel@example.com');
  expect(field('Country code')).toHaveValue('uk');
  expect(textbox('Phone (optional)')).toHaveValue('7700 900123');
  expect(field('How did you hear about us? (optional)')).toHaveValue('friend-or-family');
  expect(textbox('Comments (optional)')).toHaveValue('A slow autumn, ryokans and gardens.');
  expect(screen.getByRole('checkbox', { name: /travel inspiration/ })).toBeChecked();
};

describe('EnquiryPage', () => {
  it('says Loading... while the options load, then shows the form beside our phone and office hours', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Begin Your Journey' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('combobox', { name: 'Destination' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();

    const aside = screen.getByRole('complementary', { name: 'Prefer to talk?' });
    expect(within(aside).getByRole('link', { name: '+91 80 4719 2200' })).toHaveAttribute(
      'href',
      'tel:+918047192200',
    );
    expect(aside).toHaveTextContent('Monday to Friday');
    expect(aside).toHaveTextContent('9am to 11pm');
    expect(aside).toHaveTextContent('Saturday and Sunday');
  });

  it('is titled Enquire at /enquire', async () => {
    renderPage('/enquire');
    await screen.findByRole('combobox', { name: 'Destination' });
    expect(document.title).toBe('Enquire | Aurelia Journeys');
  });

  it('is the same form at /contact, titled Contact Us', async () => {
    renderPage('/contact');
    expect(await screen.findByRole('form', { name: 'Tell us about your journey' })).toBeInTheDocument();
    expect(document.title).toBe('Contact Us | Aurelia Journeys');
  });

  describe('after its form was posted without the app (the site server sent it on)', () => {
    it('says the enquiry went, in place of the form, at ?enquiry=sent', async () => {
      renderPage('/contact?enquiry=sent');
      expect(await screen.findByRole('heading', { name: 'Your journey has begun' })).toBeInTheDocument();
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
    });

    it('says above the fields that it was not sent, and how else to reach us, at ?enquiry=failed', async () => {
      renderPage('/enquire?enquiry=failed');
      const form = await screen.findByRole('form', { name: 'Tell us about your journey' });
      const note = within(form).getByText(/^Your enquiry has not been sent\./);
      // The browser keeps them there, as the visitor typed them (e2e: enquiry.spec).
      expect(note).toHaveTextContent('Your answers are on the page before this one: go back to it');
      expect(within(note).getByRole('link', { name: '+91 80 4719 2200' })).toHaveAttribute(
        'href',
        'tel:+918047192200',
      );
      expect(note.compareDocumentPosition(within(form).getByRole('combobox', { name: 'Destination' }))).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
    });

    it('says nothing of it on the page as first opened', async () => {
      renderPage('/enquire');
      const form = await screen.findByRole('form', { name: 'Tell us about your journey' });
      expect(within(form).queryByText(/not been sent/)).not.toBeInTheDocument();
    });
  });

  it('asks for exactly the fields of SPEC 5, required as it says, checked by the browser itself', async () => {
    renderPage();
    const form = await screen.findByRole('form', { name: 'Tell us about your journey' });
    expect(form).not.toHaveAttribute('novalidate');

    for (const name of ['Destination', 'Travel month', 'Travel year', 'Travellers', 'Country code']) {
      expect(field(name)).toBeRequired();
    }
    for (const name of ['Duration', 'Full name', 'Email']) expect(textbox(name)).toBeRequired();
    expect(textbox('Email')).toHaveAttribute('type', 'email');
    expect(textbox('Duration')).toHaveAccessibleDescription('e.g., 10 Nights');

    expect(textbox('Phone (optional)')).not.toBeRequired();
    expect(field('How did you hear about us? (optional)')).not.toBeRequired();
    expect(textbox('Comments (optional)')).not.toBeRequired();
    const newsletter = screen.getByRole('checkbox', { name: /travel inspiration/ });
    expect(newsletter).not.toBeRequired();
    expect(newsletter).not.toBeChecked();

    expect(field('Country code')).toHaveValue('in');
    expect(
      within(field('Country code'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['+91 India', '+44 United Kingdom', '+1 United States']);
  });

  it('stops each text field at the longest answer the API takes, however much is pasted', async () => {
    renderPage();
    await screen.findByRole('form', { name: 'Tell us about your journey' });
    const user = userEvent.setup();
    const fields = {
      Duration: 'duration',
      'Full name': 'full_name',
      Email: 'email',
      'Phone (optional)': 'phone',
      'Comments (optional)': 'comments',
    } as const;
    for (const [name, answer] of Object.entries(fields)) {
      await user.click(textbox(name));
      await user.paste('7'.repeat(enquiryTextMaxLengths[answer] + 50));
      expect(textbox(name).value).toHaveLength(enquiryTextMaxLengths[answer]);
    }
  });

  it('offers the destinations grouped by continent, and the API’s months, years, travellers and sources', async () => {
    renderPage();
    const destination = await screen.findByRole('combobox', { name: 'Destination' });
    const asia = within(destination).getByRole('group', { name: 'Asia' });
    expect(
      within(asia)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bhutan', 'India', 'Indonesia', 'Japan', 'Nepal', 'Sri Lanka', 'Thailand', 'Vietnam']);
    expect(within(field('Travel month')).getAllByRole('option')).toHaveLength(13);
    expect(within(field('Travel year')).getAllByRole('option')).toHaveLength(
      enquiryOptionsFixture.years.length + 1,
    );
    expect(
      within(field('Travellers')).getByRole('option', { name: 'More than 10 travellers' }),
    ).toBeInTheDocument();
    expect(
      within(field('How did you hear about us? (optional)')).getByRole('option', { name: 'Social media' }),
    ).toBeInTheDocument();
  });

  it('does not send while a required field is empty', async () => {
    const { received } = answerEnquiries();
    renderPage();
    await screen.findByRole('combobox', { name: 'Destination' });
    await userEvent.type(textbox('Full name'), 'Isabel Hart');
    await userEvent.click(submitButton());
    expect(received).toHaveLength(0);
    expect(submitButton()).toHaveTextContent('Send Enquiry');
  });

  it('sends every field, the newsletter choice as a boolean, and a fresh Idempotency-Key', async () => {
    const { received } = answerEnquiries();
    renderPage();
    const user = await fillInEverything();
    await user.click(submitButton());

    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]?.body).toEqual({
      destination: 'japan',
      travel_month: 'october',
      travel_year: nextYear,
      duration: '12 Nights',
      pax: '2',
      full_name: 'Isabel Hart',
      email: 'isabel@example.com',
      country_code: 'uk',
      phone: '7700 900123',
      source: 'friend-or-family',
      comments: 'A slow autumn, ryokans and gardens.',
      newsletter_signup: true,
      website: '',
      form_duration_ms: expect.any(Number),
    });
    expect(received[0]?.idempotencyKey).toMatch(uuidPattern);
  });

  it('says Submitting... and cannot be sent again while it is sending', async () => {
    const { received, release } = answerEnquiries([201], { held: true });
    renderPage();
    const user = await fillInEverything();
    await user.click(submitButton());

    const button = await screen.findByRole('button', { name: 'Submitting...' });
    expect(button).toBeDisabled();
    await user.click(button);
    release();
    expect(await screen.findByRole('dialog', { name: 'Thank You!' })).toBeInTheDocument();
    expect(received).toHaveLength(1);
  });

  it('replaces the form and opens the Thank You dialog once the enquiry is stored', async () => {
    answerEnquiries();
    renderPage();
    const user = await fillInEverything();
    await user.click(submitButton());

    const thankYou = await screen.findByRole('dialog', { name: 'Thank You!' });
    expect(thankYou).toHaveTextContent('submitted successfully');
    expect(thankYou).toHaveTextContent('travel expert will be in touch shortly');
    expect(screen.queryByRole('form', { hidden: true })).not.toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();

    await user.click(within(thankYou).getByRole('button', { name: 'Continue Exploring' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const note = screen.getByRole('heading', { name: 'Your journey has begun' });
    await waitFor(() => expect(note).toHaveFocus());
  });

  it('alerts the exact message and keeps every field filled in when the API answers with an error', async () => {
    answerEnquiries([500]);
    renderPage();
    const user = await fillInEverything();
    await user.click(submitButton());

    await waitFor(() => expect(alert).toHaveBeenCalledWith('There was an error submitting your enquiry.'));
    expect(screen.getByRole('form', { name: 'Tell us about your journey' })).toHaveAttribute(
      'data-state',
      'error',
    );
    expectEverythingStillFilledIn();
    expect(submitButton()).toHaveTextContent('Send Enquiry');
    expect(submitButton()).toBeEnabled();
    expect(screen.getByText(/Your enquiry has not been sent/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('alerts the same message once the network has failed through every resend, keeping every answer', async () => {
    const { received } = answerEnquiries(['network-error']);
    renderPage();
    await fillInEverything();
    // The resends' pauses (about five seconds) pass on a fake clock.
    jest.useFakeTimers();
    try {
      fireEvent.click(submitButton());
      await act(() => jest.advanceTimersByTimeAsync(10_000));
    } finally {
      jest.useRealTimers();
    }

    await waitFor(() => expect(alert).toHaveBeenCalledWith('There was an error submitting your enquiry.'));
    expect(received).toHaveLength(4);
    expectEverythingStillFilledIn();
  });

  // The API may have stored the enquiry before failing: the retry must be the very same request.
  it('sends the same key and body again when the visitor retries after an error answer', async () => {
    const { received } = answerEnquiries([500, 201]);
    renderPage();
    const user = await fillInEverything();
    await user.click(submitButton());
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(1));

    await user.click(submitButton());
    expect(await screen.findByRole('dialog', { name: 'Thank You!' })).toBeInTheDocument();
    expect(received).toHaveLength(2);
    expect(received[0]?.idempotencyKey).toMatch(uuidPattern);
    expect(received[1]?.idempotencyKey).toBe(received[0]?.idempotencyKey);
    expect(received[1]?.rawBody).toBe(received[0]?.rawBody);
  });

  it('sends a changed answer after a failure as a new enquiry, with a new Idempotency-Key', async () => {
    const { received } = answerEnquiries([500, 201]);
    renderPage();
    const user = await fillInEverything();
    await user.click(submitButton());
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(1));

    await user.selectOptions(field('Travel month'), 'November');
    await user.click(submitButton());
    expect(await screen.findByRole('dialog', { name: 'Thank You!' })).toBeInTheDocument();
    expect(received[1]?.body).toMatchObject({ travel_month: 'november' });
    const [first, second] = received.map((enquiry) => enquiry.idempotencyKey);
    expect(second).toMatch(uuidPattern);
    expect(second).not.toBe(first);
  });

  it('sends the hidden honeypot field, which visitors cannot reach', async () => {
    const { received } = answerEnquiries();
    const { container } = renderPage();
    const user = await fillInEverything();
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();

    await user.click(submitButton());
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]?.body.website).toBe('');
  });

  it('says the form could not load, gives the phone number, and loads it on Retry', async () => {
    apiServer.use(
      http.get('*/api/v1/enquiry-options/', () => HttpResponse.json({}, { status: 500 }), { once: true }),
    );
    renderPage();
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('We could not load the enquiry form just now.');
    expect(within(problem).getByRole('link', { name: '+91 80 4719 2200' })).toHaveAttribute(
      'href',
      'tel:+918047192200',
    );
    expect(problem).toHaveTextContent('Monday to Friday: 9am to 11pm');

    await userEvent.click(within(problem).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('combobox', { name: 'Destination' })).toBeInTheDocument();
  });
});
