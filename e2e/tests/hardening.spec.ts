// The site as an attacker tries it: hostile addresses on every kind of page, malformed and oversized URLs,
// the build's details, a crowd of renders and a client that sends its body a byte at a time.
import http from 'node:http';
import net from 'node:net';
import { expect, shareOnePageAcrossTests, test } from '../support/fixtures';
import { startShell, stopShell } from '../support/second-shell';
import { internalPortOf, origin, portOf, remotes } from '../support/site';

shareOnePageAcrossTests();

const site = origin('shell');

// String.replace's replacement patterns, markup, template syntax, traversal, controls and long runs.
const hostileValues = [
  '$`',
  "$'",
  '$&',
  '$$',
  '$1',
  '$<name>',
  "zz$&$`$'$$",
  '$`'.repeat(64),
  "$'".repeat(64),
  '$&'.repeat(64),
  '</script><script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '<!--',
  '{{7*7}}${7*7}',
  '../../etc/passwd',
  '%2e%2e%2f',
  '\u202etxt.exe',
  '\u0000\u0007',
  'ü✈︎ 日本',
  '\\',
  'a'.repeat(500),
  '<'.repeat(300),
];

// A page of each kind, with the part of its address a visitor controls.
const routeKinds: { route: string; at: (value: string) => string }[] = [
  { route: '/search?q=', at: (value) => `/search?q=${encodeURIComponent(value)}` },
  { route: '/countries/:slug', at: (value) => `/countries/${encodeURIComponent(value)}` },
  { route: '/special/countries/:slug', at: (value) => `/special/countries/${encodeURIComponent(value)}` },
  { route: '/packages/:slug', at: (value) => `/packages/${encodeURIComponent(value)}` },
  {
    route: '/destinations/continents/:slug',
    at: (value) => `/destinations/continents/${encodeURIComponent(value)}`,
  },
  {
    route: '/inspiration/travel-by-month/:month',
    at: (value) => `/inspiration/travel-by-month/${encodeURIComponent(value)}`,
  },
  { route: '/experiences/:slug', at: (value) => `/experiences/${encodeURIComponent(value)}` },
  { route: '/wellness/hotels/:slug', at: (value) => `/wellness/hotels/${encodeURIComponent(value)}` },
  { route: '/mice/:slug', at: (value) => `/mice/${encodeURIComponent(value)}` },
  { route: '/journal/:slug', at: (value) => `/journal/${encodeURIComponent(value)}` },
  { route: 'an unknown path', at: (value) => `/${encodeURIComponent(value)}/more` },
  { route: "home's query", at: (value) => `/?utm_source=${encodeURIComponent(value)}` },
  { route: "a country's query", at: (value) => `/countries/bhutan?ref=${encodeURIComponent(value)}` },
  { route: "the journal's query", at: (value) => `/journal?${encodeURIComponent(value)}` },
];

/** The page as the server sends it, and what makes it one whole document. */
async function fetchPage(address: string) {
  const response = await fetch(`${site}${address}`);
  const html = await response.text();
  const state = /<script type="application\/json" id="lux-server-state">(.*?)<\/script>/s.exec(html)?.[1];
  return {
    status: response.status,
    size: Buffer.byteLength(html),
    titles: html.match(/<title>/g)?.length ?? 0,
    roots: html.match(/<div id="root">/g)?.length ?? 0,
    stateParses: state !== undefined && (() => JSON.parse(state))() !== undefined,
  };
}

test('a few hundred hostile addresses on every kind of page each answer one whole page of normal size', async () => {
  test.setTimeout(240_000);
  for (const { route, at } of routeKinds) {
    // The normal size: the same kind of page with a harmless value (found or not).
    const normal = await fetchPage(at('atlantis'));
    for (const value of hostileValues) {
      const address = at(value);
      const page = await fetchPage(address);
      const where = `${route}: ${address.slice(0, 80)}`;
      expect([200, 404], where).toContain(page.status);
      expect([page.titles, page.roots, page.stateParses], where).toEqual([1, 1, true]);
      expect(page.size, where).toBeLessThanOrEqual(2 * normal.size);
    }
  }
});

test('replacement patterns in a query or slug are shown as typed, and the page hydrates', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 404/);
  const query = "zz$&$`$'$$";
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${query}”`);
  await expect(page.getByText(`No results found for "${query}"`)).toBeVisible();
  await expect(page).toHaveTitle(`Search results for "${query}" | Aurelia Journeys`);

  await page.goto(`/journal/${encodeURIComponent('$`'.repeat(64))}`);
  await expect(page.getByText('Article not found.', { exact: true })).toBeVisible();
});

test('an address whose escapes are not UTF-8 (an old Latin-1 link, a lone %) names no page: the not-found page, with the whole policy', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 404/);
  const response = await page.goto('/countries/c%F4te-d-ivoire');
  expect(response?.status()).toBe(404);
  // Not found as it was sent: no other spelling of it is a page to send it to.
  await expect(page).toHaveURL(`${site}/countries/c%F4te-d-ivoire`);
  await expect(page.getByRole('main').getByText('Country not found.')).toBeVisible();
  await expect(page.getByRole('banner').first()).toBeVisible();

  await page.goto('/%ff%fe/100%');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This road doesn’t lead anywhere yet');

  // A remote's own server answers it as any other page address: its app's page.
  for (const [app, status] of [
    ['shell', 404],
    ['mfe-journal', 200],
  ] as const) {
    const answer = await fetch(`${origin(app)}/%zz/${'%c0%ae'.repeat(100)}`);
    expect(answer.status).toBe(status);
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  }
});

test('another spelling of a page’s address (capitals, a trailing slash, dot segments) is sent to its one address, never off the site', async ({
  page,
}) => {
  await page.goto('/Countries/Japan/?utm_source=print');
  await expect(page).toHaveURL(`${site}/countries/japan?utm_source=print`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Japan');

  for (const [address, location] of [
    ['/Journal/', `${site}/journal`],
    ['//elsewhere.example/', `${site}/elsewhere.example`],
  ]) {
    const answer = await fetch(`${site}${address}`, { redirect: 'manual' });
    expect([answer.status, answer.headers.get('location')]).toEqual([301, location]);
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  }

  // Dot segments reach the server only from a client that sends its path as typed (browsers and fetch
  // resolve them first): sent to the page they resolve to, not rendered as it.
  const { hostname, port } = new URL(site);
  for (const [path, location] of [
    ['/packages/%2e%2e', `${site}/`],
    ['/packages/%2E%2e/Countries/india/', `${site}/countries/india`],
    ['/packages/.%2e/journal', `${site}/journal`],
    // A line break no page has, which would otherwise match no route at all and render an empty page.
    ['/%0D%0Ajournal%E2%80%A8', `${site}/journal`],
  ]) {
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get({ hostname, port, path }, resolve).on('error', reject);
    });
    answer.resume();
    expect([answer.statusCode, answer.headers.location], path).toEqual([301, location]);
  }

  // A form posted to such an address (as one sent with scripts off posts to its page) is sent to the
  // page by GET, on this site.
  for (const path of ['//elsewhere.example/', '/\\elsewhere.example/']) {
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .request({ hostname, port, path, method: 'POST' }, resolve)
        .on('error', reject)
        .end('full_name=Eve');
    });
    answer.resume();
    expect([answer.statusCode, answer.headers.location], path).toEqual([303, '/elsewhere.example/']);
  }
});

test('a page address longer than 2 KB for its query goes to the page with the parameters that fit; any other is refused with 414; a path segment too long for a file name is not found', async ({
  page,
}) => {
  // A campaign's link whose ad network wrote kilobytes of click id: the visitor lands on the page.
  const campaign = `/countries/bhutan?utm_source=news&gclid=${'x'.repeat(3000)}&utm_campaign=spring`;
  const redirect = await fetch(`${site}${campaign}`, { redirect: 'manual' });
  expect([redirect.status, redirect.headers.get('location')]).toEqual([
    302,
    '/countries/bhutan?utm_source=news&utm_campaign=spring',
  ]);
  await page.goto(campaign);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Bhutan' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('?utm_source=news&utm_campaign=spring');

  for (const tooLong of [`/${'a'.repeat(2100)}`, `/api/v1/search?q=${'a'.repeat(2100)}`]) {
    const answer = await fetch(`${site}${tooLong}`, { redirect: 'manual' });
    expect(answer.status, tooLong.slice(0, 20)).toBe(414);
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  }

  const longSegment = await fetchPage(`/countries/${'b'.repeat(300)}`);
  expect([longSegment.status, longSegment.titles]).toEqual([404, 1]);
  const longFile = await fetch(`${site}/${'c'.repeat(300)}.js`);
  expect(longFile.status).toBe(404);
});

test('source maps, build stats and server containers are not served to browsers', async () => {
  const main = await (await fetch(`${site}/main.js`)).text();
  expect(main).not.toContain('sourceMappingURL');
  for (const file of ['/main.js.map', '/server/renderPage.js', '/mf-stats.json']) {
    expect((await fetch(`${site}${file}`)).status, `shell ${file}`).toBe(404);
  }
  for (const app of remotes) {
    for (const file of ['/main.js.map', '/remoteEntry.js.map', '/server/remoteEntry.js', '/mf-stats.json']) {
      expect((await fetch(`${origin(app)}${file}`)).status, `${app} ${file}`).toBe(404);
    }
    // The shell's server reads them on the remote's internal port.
    for (const file of ['/server/remoteEntry.js', '/main.js.map', '/first-render-chunks.json']) {
      expect((await fetch(`http://127.0.0.1:${internalPortOf(app)}${file}`)).status, `${app} ${file}`).toBe(
        200,
      );
    }
  }
});

/** An API that takes every request and answers none until released: renders wait on it. */
async function startHeldApi() {
  const held: http.ServerResponse[] = [];
  const watches: http.ServerResponse[] = [];
  const server = http.createServer((request, response) => {
    // The shell's server watching the content version (a long poll) is no render's read.
    if (request.url?.startsWith('/api/v1/content-version/')) {
      if (request.url.includes('after=')) watches.push(response);
      else response.end('{"token":"content"}');
      return;
    }
    held.push(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    heldCount: () => held.length,
    close: () => {
      for (const response of [...held, ...watches]) response.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

test('renders past the queue bound answer 503 with Retry-After, while files still answer', async () => {
  const api = await startHeldApi();
  const port = portOf('shell') + 20;
  const shell = await startShell(port, {
    API_ORIGIN: api.origin,
    RENDER_CONCURRENCY: '1',
    RENDER_QUEUE_LIMIT: '1',
  });
  try {
    const pageAt = (page: string) => `http://127.0.0.1:${port}${page}`;
    // One render runs (held by the API), one waits; the rest are turned away at once. Four pages: one
    // page asked for four times is one render, which the others wait for. Which of the last three
    // waits is whichever reaches the server first.
    const running = fetch(pageAt('/'));
    await expect.poll(api.heldCount).toBeGreaterThan(0);
    const answered: Response[] = [];
    const others = ['/journal', '/countries/bhutan', '/countries/india'].map((page) =>
      fetch(pageAt(page)).then((response) => {
        answered.push(response);
        return response;
      }),
    );
    await expect.poll(() => answered.length).toBe(2);
    const turnedAway = [...answered];
    const waiting = Promise.all(others).then((responses) =>
      responses.filter((response) => !turnedAway.includes(response)),
    );
    for (const response of turnedAway) {
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      // A visitor's browser still gets the app, which renders the page itself (without scripts, a note).
      expect(await response.text()).toMatch(/<div id="root"><noscript>[^<]*<\/noscript><\/div>/);
    }
    // Files are not in the queue: answered while both renders still wait on the API.
    const file = await fetch(`http://127.0.0.1:${port}/main.js`);
    expect(file.status).toBe(200);
    let rendersDone = false;
    void Promise.all([running, waiting]).then(() => (rendersDone = true));
    await file.arrayBuffer();
    expect(rendersDone).toBe(false);
    // Held past the render's wait, both pages still come: with their loading text, not an error.
    expect((await running).status).toBe(200);
    expect((await waiting).map((response) => response.status)).toEqual([200]);
  } finally {
    await stopShell(shell);
    await api.close();
  }
});

/** Sends a POST's headers, then its body one byte every 500 ms; resolves with what the server did. */
function sendBodySlowly(port: number, address: string) {
  return new Promise<{ closedAfterMs: number; answer: string }>((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(
        `POST ${address} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`,
      );
      timer = setInterval(() => socket.write('{'), 500);
    });
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ closedAfterMs: Date.now() - started, answer });
    });
  });
}

test('a body sent a byte at a time is cut off after the request timeout', async () => {
  const port = portOf('shell') + 21;
  const shell = await startShell(port, { REQUEST_TIMEOUT_MS: '2000' });
  try {
    const { closedAfterMs, answer } = await sendBodySlowly(port, '/api/v1/enquiries/');
    // 2 s, checked every second, well before the 500 s the body would take.
    expect(closedAfterMs).toBeGreaterThanOrEqual(2000);
    expect(closedAfterMs).toBeLessThan(15_000);
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  } finally {
    await stopShell(shell);
  }
});
