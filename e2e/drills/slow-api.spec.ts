import type http from 'node:http';
import { forwardToApi, startProxy } from '../support/proxy';
import { expect, test } from '../support/fixtures';
import { startService, stopService } from '../support/services';

// The API slow on a first visit: the shell's server waits for it at most 3 s, then sends the page with
// its loading text, and the browser finishes: the content once the API answers, the error text if it
// fails. (Reached by a link, a page loads in the browser alone: e2e/tests/slow-api.spec.ts.)

const firstVisits = [
  { path: '/countries/5', loading: 'Loading page...', error: 'Error: Could not load page data.' },
  {
    path: '/special/countries/maldives',
    loading: 'Loading page...',
    error: 'Error: Could not load page data.',
  },
  { path: '/destinations/continents/asia', loading: 'Loading...', error: 'Error loading data.' },
  {
    path: '/packages/kerala-backwaters-and-spice-hills',
    loading: 'Loading...',
    error: 'Error loading package details.',
  },
  { path: '/inspiration/travel-by-month/january', loading: 'Loading...', error: 'Error loading data.' },
  { path: '/experiences/6', loading: 'Loading...', error: 'Error loading data.' },
  { path: '/wellness/countries/5', loading: 'Loading...', error: 'Error loading data.' },
  {
    path: '/wellness/hotels/six-senses-vana',
    loading: 'Loading Hotel Details...',
    error: 'Error loading hotel data.',
  },
  { path: '/mice/4', loading: 'Loading...', error: 'Error: Could not load MICE data.' },
  { path: '/journal', loading: 'Loading articles...', error: 'Could not load articles.' },
  {
    path: '/journal/the-amalfi-coast-by-private-boat',
    loading: 'Loading article...',
    error: 'Could not load article.',
  },
  { path: '/search?q=safari', loading: 'Searching...', error: 'Could not load search results.' },
];

/**
 * A proxy in front of the API that passes calls on at once, or holds them until the test answers or
 * fails them: the API as slow as the test wants it, for the shell's server and the browser alike.
 */
async function slowApiProxy() {
  // What a gateway says when the API took too long.
  const timedOut = (_request: http.IncomingMessage, response: http.ServerResponse) =>
    response
      .writeHead(504, { 'content-type': 'application/json' })
      .end(JSON.stringify({ statusCode: 504, error: 'Gateway Timeout', message: 'Timeout' }));

  type Handler = typeof forwardToApi;
  let handle: Handler | undefined = forwardToApi;
  const held: [http.IncomingMessage, http.ServerResponse][] = [];
  // The API's calls are slow; its images (/media) come as usual, so a page still finishes loading.
  const proxy = await startProxy((request, response) => {
    if (handle) handle(request, response);
    else if (request.url?.startsWith('/api/')) held.push([request, response]);
    else forwardToApi(request, response);
  });
  const settle = (how: Handler) => {
    handle = how;
    for (const [request, response] of held.splice(0)) how(request, response);
  };
  return {
    ...proxy,
    hold: () => {
      handle = undefined;
    },
    answer: () => settle(forwardToApi),
    fail: () => settle(timedOut),
  };
}

let proxy: Awaited<ReturnType<typeof slowApiProxy>>;

// The shell's server (its renders and its /api) reaches the API through the proxy.
test.beforeAll(async () => {
  proxy = await slowApiProxy();
  process.env.API_ORIGIN = proxy.origin;
  await stopService('shell');
  await startService('shell');
});

test.afterAll(async () => {
  delete process.env.API_ORIGIN;
  await stopService('shell');
  await startService('shell');
  await proxy.close();
});

for (const visit of firstVisits) {
  test(`a first visit to ${visit.path}, the API slow: '${visit.loading}' from the server, then the error text or the content`, async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 504/);
    const status = page.getByRole('main').getByRole('status');
    const loading = page.getByRole('main').getByText(visit.loading, { exact: true });
    const alert = page.getByRole('main').getByRole('alert');

    // Slow, then failed.
    proxy.hold();
    const response = await page.goto(visit.path);
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toContain(visit.loading);
    await expect(status).toHaveText(visit.loading);
    proxy.fail();
    await expect(alert).toHaveText(visit.error);
    await expect(alert).toHaveAttribute('data-error-detail', 'API request failed with status 504');

    // Slow, then answered.
    proxy.hold();
    await page.reload();
    await expect(status).toHaveText(visit.loading);
    proxy.answer();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(loading).toHaveCount(0);
    await expect(alert).toHaveCount(0);
  });
}
