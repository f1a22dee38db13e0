import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import type { RemoteManifest } from '../federation/manifest';
import { chooseEncoding, createPageCache, matchesEtag, pageKey } from './pageCache';
import type { RenderedPage } from './renderPage';

interface StartedRender {
  key: string;
  resolve: (page: RenderedPage) => void;
  reject: (error: Error) => void;
}

/** A render the test finishes by hand, counting how many were started. */
function controlledRenders() {
  const started: StartedRender[] = [];
  const render = (key: string) =>
    new Promise<RenderedPage>((resolve, reject) => {
      started.push({ key, resolve, reject });
    });
  /** Resolves once `count` renders have started (they start after a turn of the event loop at most). */
  const whenStarted = async (count: number) => {
    while (started.length < count) await new Promise((resolve) => setImmediate(resolve));
    return started[count - 1] as StartedRender;
  };
  return { render, started, whenStarted };
}

const page = (html: string, more: Partial<RenderedPage> = {}): RenderedPage => ({
  status: 200,
  html,
  complete: true,
  ...more,
});

describe('the page cache', () => {
  it('keeps a complete page and serves it again: the same bytes, in every encoding, from one render', async () => {
    let renders = 0;
    const cache = createPageCache({
      render: async (key) => {
        renders += 1;
        return page(`<html>${key} ${'x'.repeat(1000)}</html>`);
      },
    });
    const first = await cache.page('/journal');
    const second = await cache.page('/journal');
    expect(first.kept).toBe(false);
    expect(second.kept).toBe(true);
    expect(renders).toBe(1);
    expect(second.page.bodies.identity.equals(first.page.bodies.identity)).toBe(true);
    const html = first.page.bodies.identity.toString();
    expect(html).toBe(`<html>/journal ${'x'.repeat(1000)}</html>`);
    expect(zlib.gunzipSync(second.page.bodies.gzip).toString()).toBe(html);
    expect(zlib.brotliDecompressSync(second.page.bodies.br).toString()).toBe(html);
    // Strong and different per encoding, since each is a different representation.
    expect(new Set(Object.values(second.page.etags)).size).toBe(3);
    for (const etag of Object.values(second.page.etags)) expect(etag).toMatch(/^"[\w-]+"$/);
  });

  it('renders once however many ask for the same page at the same time', async () => {
    const { render, started, whenStarted } = controlledRenders();
    const cache = createPageCache({ render });
    const asks = Array.from({ length: 20 }, () => cache.page('/'));
    (await whenStarted(1)).resolve(page('<p>home</p>'));
    const answers = await Promise.all(asks);
    expect(started).toHaveLength(1);
    for (const { page: answer } of answers) expect(answer.bodies.identity.toString()).toBe('<p>home</p>');
  });

  it.each([
    ['an API failure or a missing page', page('<p>Could not load</p>', { status: 404, complete: false })],
    ['a loading text or a remote’s fallback', page('<p>Loading...</p>', { complete: false })],
  ])('never keeps a render with %s: the next visitor gets a new render', async (_what, incomplete) => {
    const { render, started, whenStarted } = controlledRenders();
    const cache = createPageCache({ render });
    const first = cache.page('/countries/bhutan');
    (await whenStarted(1)).resolve(incomplete);
    expect((await first).page.status).toBe(incomplete.status);
    const second = cache.page('/countries/bhutan');
    (await whenStarted(2)).resolve(page('<p>Bhutan</p>'));
    expect((await second).page.bodies.identity.toString()).toBe('<p>Bhutan</p>');
    expect(started).toHaveLength(2);
    expect(cache.size).toBe(1);
  });

  it('never keeps a render that failed, and tells every visitor waiting for it', async () => {
    const { render, whenStarted } = controlledRenders();
    const cache = createPageCache({ render });
    const asks = [cache.page('/'), cache.page('/')];
    (await whenStarted(1)).reject(new Error('worker gone'));
    for (const ask of asks) await expect(ask).rejects.toThrow('worker gone');
    expect(cache.size).toBe(0);
  });

  it('forgets every page on drop(), and does not keep a render that started before it', async () => {
    const { render, started, whenStarted } = controlledRenders();
    const cache = createPageCache({ render });
    const kept = cache.page('/journal');
    (await whenStarted(1)).resolve(page('<p>old journal</p>'));
    await kept;
    const during = cache.page('/');
    await whenStarted(2);

    cache.drop();
    expect(cache.size).toBe(0);
    // Asked after the drop: a render of its own, not the one running with the old content.
    const after = cache.page('/');
    started[1]?.resolve(page('<p>old home</p>'));
    expect((await during).page.bodies.identity.toString()).toBe('<p>old home</p>');
    (await whenStarted(3)).resolve(page('<p>new home</p>'));
    expect((await after).page.bodies.identity.toString()).toBe('<p>new home</p>');

    const again = await cache.page('/');
    expect(again.kept).toBe(true);
    expect(again.page.bodies.identity.toString()).toBe('<p>new home</p>');
    expect(started).toHaveLength(3);
  });

  it('stays within its bytes, the least recently used out first', async () => {
    const cache = createPageCache({
      // Random bytes do not compress: each kept page costs about three times its size.
      render: async (key) => page(`${key}:${randomBytes(3000).toString('base64')}`),
      maxBytes: 40_000,
    });
    await cache.page('/a');
    await cache.page('/b');
    await cache.page('/c');
    await cache.page('/a');
    await cache.page('/d');
    expect(cache.bytes).toBeLessThanOrEqual(40_000);
    expect((await cache.page('/a')).kept).toBe(true);
    expect((await cache.page('/b')).kept).toBe(false);
  });
});

describe('what a request asks of a kept page', () => {
  it('chooses the best encoding the browser accepts', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
  });

  it('matches If-None-Match in any encoding, weakly', () => {
    const kept = { etags: { identity: '"abc"', gzip: '"abc-gz"', br: '"abc-br"' } };
    expect(matchesEtag('"abc-br"', kept)).toBe(true);
    expect(matchesEtag('W/"abc-gz"', kept)).toBe(true);
    expect(matchesEtag('"other", "abc"', kept)).toBe(true);
    expect(matchesEtag('*', kept)).toBe(true);
    expect(matchesEtag('"abd"', kept)).toBe(false);
    expect(matchesEtag(undefined, kept)).toBe(false);
  });
});

describe('the key a page is kept by', () => {
  const texts = { error: 'Could not load this page.' };
  const manifest: RemoteManifest = {
    mfe_destinations: {
      entry: 'http://localhost:3001/remoteEntry.js',
      pages: {
        CountryPage: { paths: ['/countries/:slug'], source: './src/CountryPage.tsx', texts },
        SearchResultsPage: {
          paths: ['/search'],
          query: ['q'],
          source: './src/SearchResultsPage.tsx',
          texts,
        },
      },
    },
  };

  it('is the path alone for a page that reads no query, whatever the query says', () => {
    expect(pageKey('/countries/bhutan?utm_source=news&x=1', manifest)).toBe('/countries/bhutan');
    expect(pageKey(`/?${'a=1&'.repeat(300)}`, manifest)).toBe('/');
  });

  it('keeps only the parameters a page reads, once each', () => {
    expect(pageKey('/search?utm=1&q=bali&q=java&z=2', manifest)).toBe('/search?q=bali');
    expect(pageKey('/search?utm=1', manifest)).toBe('/search');
    expect(pageKey('/search/?q=a%20b', manifest)).toBe('/search/?q=a+b');
  });
});

describe('the page cache turned off', () => {
  it('renders every ask, keeping nothing', async () => {
    let renders = 0;
    const cache = createPageCache({
      enabled: false,
      render: async () => {
        renders += 1;
        return page('<p>home</p>');
      },
    });
    await Promise.all([cache.page('/'), cache.page('/'), cache.page('/')]);
    expect(renders).toBe(3);
    expect(cache.size).toBe(0);
  });
});
