import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, shareOnePageAcrossTests, test } from '../support/fixtures';
import { origin } from '../support/site';
import { databasePath, startService, stopService } from '../support/services';

shareOnePageAcrossTests();

const root = path.resolve(__dirname, '..', '..');
const submitFailure = 'There was an error submitting your enquiry.';

interface EnquiryOption {
  value: string;
  label: string;
}
interface EnquiryOptions {
  destinations: { label: string; options: EnquiryOption[] }[];
  months: EnquiryOption[];
  years: EnquiryOption[];
  pax_options: EnquiryOption[];
  source_options: EnquiryOption[];
}

/** The first country the API offers, as a visitor would pick it. */
async function firstDestination(request: APIRequestContext): Promise<EnquiryOption> {
  const response = await request.get('/api/v1/enquiry-options/');
  expect(response.ok()).toBe(true);
  const options = (await response.json()) as EnquiryOptions;
  const first = options.destinations[0]?.options[0];
  if (!first) throw new Error('The API offers no destinations');
  return first;
}

/** What the travel experts list with `npm run enquiries` (spam left out), from the e2e database. */
function enquiriesListedForExperts(): { email: string; form_kind?: string }[] {
  const output = execFileSync(
    'npm',
    ['run', '-s', 'enquiries', '--workspace', 'api', '--', '--format', 'json'],
    { cwd: root, env: { ...process.env, SQLITE_PATH: databasePath }, encoding: 'utf8' },
  );
  return JSON.parse(output) as { email: string; form_kind?: string }[];
}

const enquiryPost = (page: Page) =>
  page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/enquiries/',
  );

/** Every field of the full-page form, filled in as a visitor would, with what it should then hold. */
async function fillInFullForm(form: Locator, email: string) {
  const choose = async (name: string) => {
    const select = form.getByRole('combobox', { name, exact: true });
    await select.selectOption({ index: 1 });
    return select.inputValue();
  };
  const expected: Record<string, string> = {
    Destination: await choose('Destination'),
    'Travel month': await choose('Travel month'),
    'Travel year': await choose('Travel year'),
    Travellers: await choose('Travellers'),
    'How did you hear about us? (optional)': await choose('How did you hear about us? (optional)'),
  };
  await form.getByRole('textbox', { name: 'Duration' }).fill('10 Nights');
  await form.getByRole('textbox', { name: 'Full name' }).fill('Meera Kapoor');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('combobox', { name: 'Country code' }).selectOption('us');
  await form.getByRole('textbox', { name: 'Phone (optional)' }).fill('212 555 0199');
  // A visitor takes a moment over the free text (and the API sets aside forms sent in a blink).
  await form
    .getByRole('textbox', { name: 'Comments (optional)' })
    .pressSequentially('Our anniversary: quiet lodges, long walks and a few very good dinners.', {
      delay: 40,
    });
  await form.getByRole('checkbox', { name: /travel inspiration/ }).check();
  return expected;
}

test('a visitor plans a trip from Start Planning by keyboard alone, and the experts see the enquiry', async ({
  page,
  request,
}) => {
  const destination = await firstDestination(request);
  const email = `keyboard.${Date.now()}@example.com`;
  await page.goto('/');
  const startPlanning = page.getByRole('button', { name: 'Start Planning' });
  await startPlanning.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Plan Your Trip' });
  await expect(dialog.getByRole('textbox', { name: 'Full name' })).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Send Enquiry' })).toBeEnabled();
  await page.keyboard.type('Aditi Rao', { delay: 90 });
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await page.keyboard.type(email, { delay: 50 });
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('combobox', { name: 'Country code' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('combobox', { name: 'Country code' })).toHaveValue('uk');
  await page.keyboard.press('Tab');
  await page.keyboard.type('7700 900456', { delay: 40 });
  await page.keyboard.press('Tab');
  const destinationSelect = dialog.getByRole('combobox', { name: 'Destination' });
  await expect(destinationSelect).toBeFocused();
  await page.keyboard.type(destination.label);
  await expect(destinationSelect).toHaveValue(destination.value);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Send Enquiry' })).toBeFocused();

  const posted = enquiryPost(page);
  await page.keyboard.press('Enter');
  // The modal's enquiry names the destination by its label (SPEC 3).
  expect((await posted).postDataJSON()).toMatchObject({
    full_name: 'Aditi Rao',
    email,
    country_code: 'uk',
    phone: '7700 900456',
    destination: destination.label,
    website: '',
  });

  const thankYou = page.getByRole('dialog', { name: 'Thank You!' });
  await expect(thankYou).toContainText('submitted successfully');
  await expect(dialog).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(thankYou).toBeHidden();
  await expect(startPlanning).toBeFocused();

  expect(enquiriesListedForExperts()).toContainEqual(expect.objectContaining({ email, form_kind: 'modal' }));
});

test('the modal starts empty with +91 each time it opens', async ({ page }) => {
  await page.goto('/');
  const startPlanning = page.getByRole('button', { name: 'Start Planning' });
  await startPlanning.click();
  const dialog = page.getByRole('dialog', { name: 'Plan Your Trip' });
  await dialog.getByRole('textbox', { name: 'Full name' }).fill('Aditi Rao');
  await dialog.getByRole('combobox', { name: 'Country code' }).selectOption('us');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(startPlanning).toBeFocused();

  await startPlanning.click();
  await expect(dialog.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
  await expect(dialog.getByRole('combobox', { name: 'Country code' })).toHaveValue('in');
  await expect(dialog.getByRole('combobox', { name: 'Destination' })).toHaveValue('');
});

test('the modal arrives with the destination of the page it opens from, and sends its name', async ({
  page,
}) => {
  await page.goto('/countries/india');
  const dialog = page.getByRole('dialog', { name: 'Plan Your Trip' });
  const destination = dialog.getByRole('combobox', { name: 'Destination' });
  const cta = page.getByRole('region', { name: 'Start Planning Your India Journey' });
  await cta.getByRole('button', { name: 'Start Planning' }).click();
  await expect(destination).toHaveValue('india');

  await dialog.getByRole('textbox', { name: 'Full name' }).fill('Aditi Rao');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(`preselected.${Date.now()}@example.com`);
  const posted = enquiryPost(page);
  await dialog.getByRole('button', { name: 'Send Enquiry' }).click();
  expect((await posted).postDataJSON()).toMatchObject({ destination: 'India' });
  await page
    .getByRole('dialog', { name: 'Thank You!' })
    .getByRole('button', { name: 'Continue Exploring' })
    .click();

  // A package is not among the options, so its country is chosen.
  await page.goto('/packages/japan-classic-tokyo-hakone-kyoto');
  await page
    .getByRole('region', { name: 'Ready When You Are' })
    .getByRole('button', { name: 'Start Planning' })
    .click();
  await expect(destination).toHaveValue('japan');
  await expect(dialog.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
});

test('the full-page form sends every answer and says Thank You', async ({ page }) => {
  const email = `full.${Date.now()}@example.com`;
  await page.goto('/enquire');
  await expect(page).toHaveTitle(/^Enquire \|/);
  const form = page.getByRole('form', { name: 'Tell us about your journey' });
  const expected = await fillInFullForm(form, email);

  const posted = enquiryPost(page);
  await form.getByRole('button', { name: 'Send Enquiry' }).click();
  expect((await posted).postDataJSON()).toMatchObject({
    destination: expected.Destination,
    travel_month: expected['Travel month'],
    travel_year: expected['Travel year'],
    pax: expected.Travellers,
    source: expected['How did you hear about us? (optional)'],
    duration: '10 Nights',
    full_name: 'Meera Kapoor',
    email,
    country_code: 'us',
    phone: '212 555 0199',
    newsletter_signup: true,
  });

  await expect(page.getByRole('dialog', { name: 'Thank You!' })).toBeVisible();
  await expect(form).toBeHidden();
  await page.getByRole('button', { name: 'Continue Exploring' }).click();
  await expect(page.getByRole('heading', { name: 'Your journey has begun' })).toBeFocused();
  expect(enquiriesListedForExperts()).toContainEqual(expect.objectContaining({ email, form_kind: 'full' }));
});

test('when the API fails, the full-page form alerts and keeps every answer', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 500/);
  // A server failure, simulated: the real API does not fail on demand.
  await page.route('**/api/v1/enquiries/', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'Simulated' }),
    }),
  );
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });

  await page.goto('/enquire');
  const form = page.getByRole('form', { name: 'Tell us about your journey' });
  const email = 'still.here@example.com';
  const expected = await fillInFullForm(form, email);
  await form.getByRole('button', { name: 'Send Enquiry' }).click();

  await expect.poll(() => alerts).toEqual([submitFailure]);
  await expect(form).toHaveAttribute('data-state', 'error');
  for (const [name, value] of Object.entries(expected)) {
    await expect(form.getByRole('combobox', { name, exact: true })).toHaveValue(value);
  }
  await expect(form.getByRole('textbox', { name: 'Duration' })).toHaveValue('10 Nights');
  await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveValue('Meera Kapoor');
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(form.getByRole('combobox', { name: 'Country code' })).toHaveValue('us');
  await expect(form.getByRole('textbox', { name: 'Phone (optional)' })).toHaveValue('212 555 0199');
  await expect(form.getByRole('textbox', { name: 'Comments (optional)' })).toHaveValue(/^Our anniversary/);
  await expect(form.getByRole('checkbox', { name: /travel inspiration/ })).toBeChecked();
  await expect(form.getByRole('button', { name: 'Send Enquiry' })).toBeEnabled();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('an enquiry stored but never confirmed is sent again by the form as the same request, and stored once', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 502/);
  // The API stores the first attempt, then its answer is lost: the form gets only a gateway's 502.
  await page.route(
    '**/api/v1/enquiries/',
    async (route) => {
      expect((await route.fetch()).status()).toBe(201);
      await route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' });
    },
    { times: 1 },
  );
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  const sent: { key: string | undefined; body: string | null }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/enquiries/') {
      sent.push({ key: request.headers()['idempotency-key'], body: request.postData() });
    }
  });

  await page.goto('/enquire');
  const form = page.getByRole('form', { name: 'Tell us about your journey' });
  const email = `unconfirmed.${Date.now()}@example.com`;
  await fillInFullForm(form, email);
  await form.getByRole('button', { name: 'Send Enquiry' }).click();

  await expect(page.getByRole('dialog', { name: 'Thank You!' })).toBeVisible();
  expect(alerts).toEqual([]);
  expect(sent).toHaveLength(2);
  expect(sent[1]).toEqual(sent[0]);
  expect(enquiriesListedForExperts().filter((enquiry) => enquiry.email === email)).toHaveLength(1);
});

test('/contact shows the same enquiry form, titled Contact Us', async ({ page }) => {
  await page.goto('/contact');
  await expect(page).toHaveTitle(/^Contact Us \|/);
  const form = page.getByRole('form', { name: 'Tell us about your journey' });
  await expect(form.getByRole('combobox', { name: 'Destination' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Duration' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Prefer to talk?' })).toContainText(
    'Monday to Friday',
  );
});

test.describe('with scripts turned off in the browser', () => {
  test.use({ javaScriptEnabled: false });

  test('the enquiry page’s form is posted, sent on by the site’s server, and the experts see it', async ({
    page,
  }) => {
    await page.goto('/enquire');
    const form = page.getByRole('form', { name: 'Tell us about your journey' });
    const email = `no.script.${Date.now()}@example.com`;
    await fillInFullForm(form, email);
    const [post] = await Promise.all([
      page.waitForRequest((request) => request.isNavigationRequest()),
      form.getByRole('button', { name: 'Send Enquiry' }).click(),
    ]);

    // Posted, not a GET with the name, email and phone in its query; then the page says it went.
    expect(post.method()).toBe('POST');
    await expect(page).toHaveURL(`${origin('shell')}/enquire?enquiry=sent#enquiry-sent`);
    // Scrolled past the hero to the note.
    await expect(page.getByRole('heading', { name: 'Your journey has begun' })).toBeInViewport();
    await expect(form).toHaveCount(0);
    // Taken as a person's, though a browser's own post cannot say how long the form was open.
    expect(enquiriesListedForExperts()).toContainEqual(
      expect.objectContaining({ email, form_kind: 'full', full_name: 'Meera Kapoor' }),
    );
  });

  test('a post the API refuses comes back to the form, which says it was not sent, that Back has the answers, and how else to reach us', async ({
    page,
  }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Tell us about your journey' });
    await fillInFullForm(form, `refused.${Date.now()}@example.com`);
    // Refused by the API: on its way, the post's destination becomes one that does not exist.
    await page.route('**/contact', (route) =>
      route.request().method() === 'POST'
        ? route.continue({
            postData: route
              .request()
              .postData()
              ?.replace(/destination=[^&]*/, 'destination=atlantis'),
          })
        : route.continue(),
    );
    await form.getByRole('button', { name: 'Send Enquiry' }).click();

    await expect(page).toHaveURL(`${origin('shell')}/contact?enquiry=failed#enquiry-form-title`);
    const note = form.getByText('Your enquiry has not been sent.');
    await expect(note).toBeInViewport();
    await expect(note.getByRole('link', { name: '+91 80 4719 2200' })).toHaveAttribute(
      'href',
      'tel:+918047192200',
    );
    expect((await note.boundingBox())?.y).toBeLessThan(
      (await form.getByRole('combobox', { name: 'Destination' }).boundingBox())?.y ?? 0,
    );

    // As the note says: the page before has the answers as the visitor left them.
    await page.goBack();
    await expect(page).toHaveURL(`${origin('shell')}/contact`);
    await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveValue('Meera Kapoor');
    await expect(form.getByRole('textbox', { name: 'Comments (optional)' })).toHaveValue(/^Our anniversary/);
    await page.unrouteAll();
  });
});

test('with the app’s files failing to load, the enquiry page’s form is posted by the browser after 10 s, and sent', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource|ERR_FAILED/);
  // Every script file refused (a filter, a proxy, a network that drops them): only the page's inline ones run.
  await page.route(/\.js(\?.*)?$/, (route) => route.abort());
  // Not waiting for the hydration that will not come.
  await page.goto('/enquire', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Tell us about your journey' });
  const email = `no.app.${Date.now()}@example.com`;
  await fillInFullForm(form, email);
  const [post] = await Promise.all([
    page.waitForRequest((request) => request.isNavigationRequest(), { timeout: 20_000 }),
    form.getByRole('button', { name: 'Send Enquiry' }).click(),
  ]);

  expect(post.method()).toBe('POST');
  await expect(page.getByRole('heading', { name: 'Your journey has begun' })).toBeInViewport();
  expect(enquiriesListedForExperts()).toContainEqual(expect.objectContaining({ email, form_kind: 'full' }));
});

test('the enquiry page and the modal fit a phone screen without sideways scrolling @phone', async ({
  page,
}) => {
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await page.goto('/enquire');
  await expect(page.getByRole('combobox', { name: 'Destination' })).toBeVisible();
  expect(await overflow(), '/enquire scrolls sideways').toBeLessThanOrEqual(0);

  await page.goto('/');
  await page.getByRole('button', { name: 'Start Planning' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plan Your Trip' });
  await expect(dialog.getByRole('combobox', { name: 'Destination' })).toBeVisible();
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
  expect(await overflow(), 'the modal scrolls sideways').toBeLessThanOrEqual(0);
});

test(
  'with the enquiry remote down, the modal and the page still give the phone number and hours',
  { tag: '@alone' },
  async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(
      /remoteEntry|ERR_CONNECTION_REFUSED|Failed to load resource|RUNTIME-008|loadEntryError|ScriptExternalLoadError/i,
    );
    await stopService('mfe-enquiry');
    try {
      await page.goto('/enquire');
      const fallback = page.getByRole('alert');
      await expect(fallback).toContainText('Our enquiry form could not be loaded.');
      await expect(fallback.getByRole('link', { name: '+91 80 4719 2200' })).toHaveAttribute('href', /^tel:/);
      await expect(fallback).toContainText('Monday to Friday');

      await page.goto('/');
      await page.getByRole('button', { name: 'Start Planning' }).click();
      const dialog = page.getByRole('dialog', { name: 'Plan Your Trip' });
      const problem = dialog.getByRole('alert');
      await expect(problem).toContainText('could not be loaded');
      await expect(problem.getByRole('link', { name: '+91 80 4719 2200' })).toBeVisible();
      await expect(problem).toContainText('9am to 11pm');

      await startService('mfe-enquiry');
      await problem.getByRole('button', { name: 'Retry' }).click();
      await expect(dialog.getByRole('textbox', { name: 'Full name' })).toBeVisible();
    } finally {
      await startService('mfe-enquiry').catch(() => undefined);
    }
  },
);

test('the enquiry remote runs on its own, with its page and its modal form', async ({ page }) => {
  await page.goto(`${origin('mfe-enquiry')}/enquire?mock`);
  await expect(page.getByLabel('mfe-enquiry standalone')).toContainText('mocked API');
  await expect(page.getByRole('combobox', { name: 'Destination' })).toBeVisible();

  await page.getByRole('link', { name: 'Modal form' }).click();
  await page.getByRole('button', { name: 'Plan Your Trip' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Plan Your Trip' }).getByRole('textbox', { name: 'Full name' }),
  ).toBeFocused();
});
