import { expect, shareOnePageAcrossTests, test } from '../support/fixtures';
import { origin } from '../support/site';

shareOnePageAcrossTests();

// Search engines read the sitemap and robots.txt at the site's root: the shell's server (shell/src/server/serve.ts)
// passes on what the API writes from the content, naming the site as it is served.
const site = origin('shell');

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc ?? '');

test('the site serves its sitemap, and every page it lists renders with 200', async () => {
  // Every page is rendered on the server, a few at a time.
  test.setTimeout(180_000);
  const response = await fetch(`${site}/sitemap.xml`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const locs = locsOf(await response.text());
  expect(locs).toContain(`${site}/`);
  expect(locs).toContain(`${site}/journal`);
  expect(locs.length).toBeGreaterThan(100);

  const pending = [...locs];
  const failed: string[] = [];
  const renderNext = async (): Promise<void> => {
    const loc = pending.shift();
    if (loc === undefined) return;
    // Only the status matters: HEAD renders the page but sends no body.
    const { status } = await fetch(loc, { method: 'HEAD' });
    if (status !== 200) failed.push(`${status} ${loc}`);
    return renderNext();
  };
  await Promise.all(Array.from({ length: 3 }, renderNext));
  expect(failed).toEqual([]);
});

test('the site serves robots.txt, which keeps crawlers out of the API and names the sitemap', async () => {
  const response = await fetch(`${site}/robots.txt`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  const rules = (await response.text()).split('\n');
  expect(rules).toContain('Disallow: /api/');
  expect(rules).toContain(`Sitemap: ${site}/sitemap.xml`);
});
