import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { portraitScreen } from '../../shared/src/media/mediaFiles';
import { forwardTo, forwardToApi, startProxy } from '../support/proxy';
import { expect, test } from '../support/fixtures';
import { inOwnContext } from '../support/ownContext';
import { startShell, startShellReaching, stopShell } from '../support/second-shell';
import { startService, stopService } from '../support/services';
import { freePort, internalPortOf, origin, portOf } from '../support/site';

// Every route arrives rendered by the shell's server: what a crawler, a link preview or a visitor whose
// JavaScript has not run yet sees. Then the browser hydrates it and it works as before.

interface RenderedRoute {
  path: string;
  heading: RegExp;
  /** Schema.org types its JSON-LD declares. */
  structuredData: string[];
  /** Whether the page opens on a hero image the HTML preloads. */
  hero: boolean;
}

async function firstSlug(
  request: APIRequestContext,
  endpoint: string,
): Promise<{ slug: string; name: string }> {
  const response = await request.get(`/api/v1/${endpoint}/`);
  expect(response.ok()).toBe(true);
  const [first] = (await response.json()) as { slug: string; name?: string; title?: string }[];
  if (!first) throw new Error(`/api/v1/${endpoint}/ lists nothing`);
  return { slug: first.slug, name: first.name ?? first.title ?? '' };
}

async function routes(request: APIRequestContext): Promise<RenderedRoute[]> {
  const trip = await firstSlug(request, 'packages');
  const post = await firstSlug(request, 'journal');
  const escape = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').slice(0, 30));
  return [
    { path: '/', heading: /Journey Within/, structuredData: ['TravelAgency'], hero: true },
    { path: '/countries/india', heading: /^India$/, structuredData: ['BreadcrumbList'], hero: true },
    {
      path: `/packages/${trip.slug}`,
      heading: escape(trip.name),
      structuredData: ['TouristTrip', 'BreadcrumbList'],
      hero: true,
    },
    { path: '/journal', heading: /The Journal/, structuredData: [], hero: true },
    {
      path: `/journal/${post.slug}`,
      heading: escape(post.name),
      structuredData: ['Article', 'BreadcrumbList'],
      hero: true,
    },
    { path: '/about', heading: /./, structuredData: ['TravelAgency'], hero: true },
    { path: '/enquire', heading: /Begin Your Journey/, structuredData: [], hero: true },
  ];
}

/** A page as the server sent it, with no script run. */
const withoutJavaScript = <T>(browser: Browser, visit: (page: Page) => Promise<T>): Promise<T> =>
  inOwnContext(browser, { javaScriptEnabled: false }, visit);

/**
 * The page as the server sent it with a remote's part left to the browser: its place held, the page sent
 * but kept for no one (it is not complete). Resolves to its HTML.
 */
async function expectPlaceHeld(browser: Browser, url: string): Promise<string> {
  return withoutJavaScript(browser, async (serverPage) => {
    const response = await serverPage.goto(url);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-page-cache']).not.toBe('hit');
    await expect(serverPage.getByRole('main').locator('[aria-busy="true"]')).toBeAttached();
    await expect(serverPage.getByRole('alert')).toHaveCount(0);
    return (await response?.text()) ?? '';
  });
}

test('every route’s HTML already has its heading, title, meta, structured data and hero image', async ({
  browser,
  request,
}) => {
  for (const route of await routes(request)) {
    await withoutJavaScript(browser, async (page) => {
      const response = await page.goto(route.path);
      expect(response?.status(), route.path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).first(), route.path).toHaveText(route.heading);
      await expect(page, route.path).toHaveTitle(/Aurelia Journeys|\S/);
      const head = page.locator('head');
      await expect(head.locator('meta[name="description"]'), route.path).toHaveAttribute(
        'content',
        /\S.{20}/,
      );
      await expect(head.locator('link[rel="canonical"]'), route.path).toHaveAttribute(
        'href',
        new RegExp(`${route.path.replace(/[?]/g, '\\?')}$`),
      );
      await expect(head.locator('meta[property="og:title"]'), route.path).toHaveAttribute('content', /\S/);
      await expect(head.locator('meta[name="twitter:card"]'), route.path).toHaveAttribute(
        'content',
        /summary/,
      );
      const types = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts.map((script) => (JSON.parse(script.textContent ?? '{}') as { '@type': string })['@type']),
        );
      expect(types.sort(), route.path).toEqual([...route.structuredData].sort());
      if (route.hero) {
        // The 3:2 picture's preload; a full-screen hero's tall crop has its own, for phones held upright.
        const preload = head.locator(
          `link[rel="preload"][as="image"][imagesrcset]:not([media="${portraitScreen}"])`,
        );
        await expect(preload, route.path).toHaveAttribute('imagesrcset', /\/media\/.+ 480w/);
        // The preloaded picture is the one the page shows first.
        const href = await preload.getAttribute('href');
        const key = /\/media\/(.+)-960\./.exec(href ?? '')?.[1];
        expect(await page.locator(`img[srcset*="/media/${key}-"]`).count(), route.path).toBeGreaterThan(0);
      }
    });
  }
});

test('home’s HTML preloads home’s own code, which the browser then fetches once, not again', async ({
  page,
}) => {
  const scriptsAsked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scriptsAsked.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  const preloaded = await page
    .locator('head link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloaded.filter((file) => /^\/home\.[0-9a-f]+\.js$/.test(file))).toHaveLength(1);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(page.getByRole('region', { name: /./ }).first()).toBeVisible();
  for (const file of preloaded)
    expect(
      scriptsAsked.filter((asked) => asked === file),
      file,
    ).toHaveLength(1);
});

test('the hydrated page logs no error or hydration warning, and clicking through still works', async ({
  page,
  request,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && /hydrat/i.test(message.text())) warnings.push(message.text());
  });
  for (const route of await routes(request)) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(route.heading);
  }
  expect(warnings).toEqual([]);

  // From a server-rendered journal list into an article and on to the site's home, in the browser.
  await page.goto('/journal');
  const firstArticle = page.getByRole('main').getByRole('article').first().getByRole('link').first();
  await firstArticle.click();
  await expect(page).toHaveURL(/\/journal\/.+/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Enquire Now' }).click();
  await expect(page).toHaveURL(/\/enquire$/);
  await expect(page.getByRole('textbox', { name: 'Full name' })).toBeVisible();
});

test('two home sections sharing a call that failed at render hydrate as rendered, then ask again', async ({
  page,
  allowConsoleErrors,
}) => {
  // The browser's own tries at the failing call.
  allowConsoleErrors(/status of 500/);
  // The collage and the rotating testimonials read the same answer, and hydrate in passes of their own:
  // whichever hydrates later must hydrate the server's error text, not the other's new request's
  // loading text (React's text mismatch, #418, would throw the server's page away and log an error).
  // The site's API, but for the travellers' words, which fail: for the shell's render and the browser alike.
  const api = await startProxy((request, response) => {
    if (!request.url?.startsWith('/api/v1/home-testimonials/')) return forwardToApi(request, response);
    response.writeHead(500, { 'content-type': 'application/json' }).end('{"detail":"Broken on purpose"}');
  });
  const port = portOf('shell') + 22;
  const shell = await startShell(port, { API_ORIGIN: api.origin });
  try {
    const cdp = await page.context().newCDPSession(page);
    // A phone's CPU: hydration's passes far apart.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`http://127.0.0.1:${port}/`);
    await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 20_000 });
    for (const name of ['Travellers, Home Again', 'What Our Travellers Say']) {
      await expect(page.getByRole('region', { name }).getByRole('alert')).toHaveText('Error loading data.');
    }
  } finally {
    await stopShell(shell);
    await api.close();
  }
});

test('a shell server told to stop finishes the pages it was asked for, rendered', async () => {
  // The site's API, but holding the journal's answers until the test lets them go: renders wait on them.
  let releaseJournal = () => {};
  const journalHeld = new Promise<void>((resolve) => (releaseJournal = resolve));
  let journalAsked = () => {};
  const journalAskedFor = new Promise<void>((resolve) => (journalAsked = resolve));
  const api = await startProxy((request, response) => {
    if (!request.url?.startsWith('/api/v1/journal')) return forwardToApi(request, response);
    journalAsked();
    journalHeld.then(() => forwardToApi(request, response));
  });
  const port = portOf('shell') + 24;
  // One render at a time: the second page waits its turn in the server's queue.
  const shell = await startShell(port, {
    API_ORIGIN: api.origin,
    RENDER_THREADS: '1',
    RENDER_CONCURRENCY: '1',
  });
  const get = (pagePath: string) =>
    fetch(`http://127.0.0.1:${port}${pagePath}`).then(async (response) => ({
      status: response.status,
      html: await response.text(),
    }));
  try {
    const answers = [get('/journal'), get('/about')];
    await journalAskedFor;
    const stopped = stopShell(shell);
    // Stopping: it takes no new connection.
    await expect
      .poll(() =>
        fetch(`http://127.0.0.1:${port}/robots.txt`).then(
          () => 'open',
          () => 'closed',
        ),
      )
      .toBe('closed');
    releaseJournal();
    for (const { status, html } of await Promise.all(answers)) {
      expect(status).toBe(200);
      // Rendered by the server (its state for hydration), not the app page sent when a render fails.
      expect(html).toContain('id="lux-server-state"');
    }
    await stopped;
  } finally {
    releaseJournal();
    await stopShell(shell);
    await api.close();
  }
});

test('the page starts without moving its fonts’ style, from few script files', async ({ page }) => {
  // Each time @font-face rules leave the document and come back, the browser lays out all its text again.
  await page.addInitScript(() => {
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.removedNodes) {
          if ((node as Element).id === 'lux-font-faces') document.documentElement.dataset.fontsMoved = 'true';
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const shellScripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.origin === origin('shell'))
      shellScripts.push(url.pathname);
  });

  await page.goto('/countries/india');

  await expect(page.locator('html')).not.toHaveAttribute('data-fonts-moved');
  const emotionRules = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')]
      .flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
      .join('\n'),
  );
  expect(emotionRules).toContain('box-sizing');
  expect(emotionRules).not.toContain('@font-face');
  // main.js, then the shell's libraries, its kit and its app: a script each costs a request and the
  // main thread's time to insert it.
  expect(shellScripts).toContain('/main.js');
  expect(shellScripts.some((path) => /^\/libraries\.[0-9a-f]{10}\.js$/.test(path))).toBe(true);
  expect(shellScripts.length).toBeLessThanOrEqual(4);
});

test('addresses that name nothing answer 404 with the not-found text, rendered on the server', async ({
  browser,
}) => {
  await withoutJavaScript(browser, async (page) => {
    const unknown = await page.goto('/no/such/page');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/doesn.t lead anywhere/);

    for (const [path, text] of [
      ['/packages/no-such-journey', 'Package not found.'],
      ['/journal/no-such-article', 'Article not found.'],
      ['/countries/atlantis', 'Country not found.'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('main'), path).toContainText(text);
    }
  });
});

test(
  'a remote down at render time gives its fallback, inside the header and footer, never a 500',
  { tag: '@alone' },
  async ({ browser, page, allowConsoleErrors }) => {
    allowConsoleErrors(
      /remoteEntry|ERR_CONNECTION_REFUSED|Failed to load resource|RUNTIME-00\d|loadEntryError/i,
    );
    await stopService('mfe-journal');
    // A server that has the remote's code keeps rendering with it; a fresh one cannot load it.
    await stopService('shell');
    await startService('shell');
    try {
      await withoutJavaScript(browser, async (serverPage) => {
        const response = await serverPage.goto('/journal');
        expect(response?.status()).toBe(200);
        await expect(serverPage.getByRole('alert')).toContainText('Could not load articles.');
        await expect(serverPage.getByRole('banner').getByRole('link', { name: 'Enquire Now' })).toBeVisible();
        await expect(
          serverPage.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }),
        ).toBeVisible();
      });

      // Hydrated, the fallback's Retry loads the remote once it is back, and so does the server.
      await page.goto('/journal');
      await expect(page.getByRole('alert')).toContainText('Could not load articles.');
      await startService('mfe-journal');
      await page.getByRole('alert').getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      await withoutJavaScript(browser, async (serverPage) => {
        await serverPage.goto('/journal');
        await expect(serverPage.getByRole('main').getByRole('article').first()).toBeVisible();
      });
    } finally {
      await startService('mfe-journal');
    }
  },
);

test('a page rendered while the API refuses connections goes out with its error text, and the server says which call went unanswered', async () => {
  const port = portOf('shell') + 26;
  // Nothing listens there: each call fails at once, before the render has ended.
  const shell = await startShell(port, { API_ORIGIN: `http://127.0.0.1:${await freePort()}` });
  try {
    const response = await fetch(`http://127.0.0.1:${port}/countries/india`);
    expect(response.status).toBe(200);
    // Rendered with the failed answer (the browser asks again once hydrated), not as if still loading.
    const main = /<main[^>]*>(.*)<\/main>/s.exec(await response.text())?.[1];
    expect(main).toContain('Error: Could not load page data.');
    expect(main).not.toContain('Loading page...');
    await expect
      .poll(() => shell.said())
      .toContain(
        'Rendering /countries/india: no answer from the API to getCountryDetail("india"): TypeError: fetch failed: ECONNREFUSED',
      );
  } finally {
    await stopShell(shell);
  }
});

test('a remote slow at render time goes out as loading, and the browser loads and shows its page', async ({
  browser,
  page,
}) => {
  // The destinations remote as the shell's server reaches it, each answer held past the render's wait
  // for a remote's code (3 s): the server of a remote under load, or just redeployed far away.
  const slowRemote = await startProxy((request, response) => {
    setTimeout(() => forwardTo(internalPortOf('mfe-destinations'))(request, response), 3_500);
  });
  const port = portOf('shell') + 23;
  const shell = await startShellReaching(
    port,
    'mfe_destinations',
    new URL('server/remoteEntry.js', slowRemote.origin).href,
  );
  const url = `http://127.0.0.1:${port}/search?q=atlantis`;
  try {
    // Not the fallback of a remote that is down: the page's place held, kept for no one.
    await expectPlaceHeld(browser, url);
    await page.goto(url);
    await expect(page.getByText('No results found for "atlantis"')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  } finally {
    await shell.stop();
    await slowRemote.close();
  }
});

test('a remote page that throws as the server renders it is left to the browser, which renders it with no error', async ({
  browser,
  page,
}) => {
  // The journal's server build, as a release of its own whose list page throws on the server only.
  const dist = path.resolve(__dirname, '..', '..', 'mfe-journal', 'dist');
  const release = path.join(dist, 'releases', 'throws-on-server');
  cpSync(path.join(dist, 'server'), path.join(release, 'server'), { recursive: true });
  const subtitle = 'subtitle: "Notes from the road:';
  // Every one: a build in place keeps the chunks of the builds before it beside its own.
  const chunks = readdirSync(path.join(release, 'server'))
    .map((file) => path.join(release, 'server', file))
    .filter((file) => file.endsWith('.js') && readFileSync(file, 'utf8').includes(subtitle));
  if (chunks.length === 0) throw new Error('No server chunk has the journal list page');
  for (const chunk of chunks) {
    writeFileSync(
      chunk,
      readFileSync(chunk, 'utf8').replace(
        subtitle,
        'subtitle: (() => { throw new Error("The journal broke on the server"); })() + "Notes from the road:',
      ),
    );
  }
  const port = portOf('shell') + 25;
  const shell = await startShellReaching(
    port,
    'mfe_journal',
    `http://127.0.0.1:${internalPortOf('mfe-journal')}/releases/throws-on-server/server/remoteEntry.js`,
  );
  const url = `http://127.0.0.1:${port}/journal`;
  try {
    // The page's place held, as for a remote slow to load: not an unfinished part React would complain of.
    expect(await expectPlaceHeld(browser, url)).toContain('"loadingModules":["mfe_journal/JournalListPage"]');
    // The browser renders it (the fixture fails the test on any console error, React's #419 included).
    await page.goto(url);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // Its pictures still loading would be turned away by the stopping server (503), an error of the page.
    await page.goto('about:blank');
  } finally {
    await shell.stop();
    rmSync(release, { recursive: true, force: true });
  }
});

test('a page reached by id (the home page’s and footer’s /experiences/6) names its slug’s address as canonical', async ({
  browser,
  request,
}) => {
  const experience = (await (await request.get('/api/v1/experience-detail/6/')).json()) as { slug: string };
  await withoutJavaScript(browser, async (page) => {
    await page.goto('/experiences/6');
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/experiences/${experience.slug}$`),
    );
  });
});
