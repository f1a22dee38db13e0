import type { Response } from '@playwright/test';
import { createRequire } from 'node:module';
import { expect, test } from '../support/fixtures';
import { origin, remotes } from '../support/site';

const { singletonPackages } = createRequire(__filename)('../../webpack.common.js') as {
  singletonPackages: string[];
};

test('only the current route’s remote is fetched', async ({ page }) => {
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (remotes.some((app) => url.startsWith(origin(app)))) remoteRequests.push(url);
  });
  // The home page is the shell's own: its HTML carries the manifest (which names every remote), and
  // once it is hydrated (its search button answers) no remote has been asked for anything.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Journey Within');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('searchbox')).toBeFocused();
  expect(remoteRequests).toEqual([]);

  await page.goto('/journal');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  expect(remoteRequests.some((url) => url.startsWith(`${origin('mfe-journal')}/remoteEntry.js`))).toBe(true);
  expect(remoteRequests.every((url) => url.startsWith(origin('mfe-journal')))).toBe(true);
});

// The remote's pages bring no store or Provider of their own: that they render and fetch at all shows they
// run on the shell's store, through the one react-redux and @lux/shared checked here.
test('the shell and the remote share one copy of each singleton', async ({ page }) => {
  await page.goto('/journal');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

  // What the federation runtime has loaded, per shared package: every version it holds, and by whom.
  const loaded = await page.evaluate(() => {
    type Shared = { loaded?: boolean; from: string; useIn?: string[] };
    const scopes = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Shared>>>> };
      }
    ).__FEDERATION__.__SHARE__;
    const result: Record<string, { versions: string[]; users: string[] }> = {};
    for (const scopeMap of Object.values(scopes)) {
      for (const [pkg, versions] of Object.entries(scopeMap.default ?? {})) {
        for (const [version, shared] of Object.entries(versions)) {
          if (!shared.loaded) continue;
          const entry = (result[pkg] ??= { versions: [], users: [] });
          if (!entry.versions.includes(`${version}@${shared.from}`))
            entry.versions.push(`${version}@${shared.from}`);
          for (const user of shared.useIn ?? []) if (!entry.users.includes(user)) entry.users.push(user);
        }
      }
    }
    return result;
  });

  // The singletons, and the kit while every app is built with the same one.
  for (const pkg of [...singletonPackages, '@lux/shared']) {
    expect(loaded[pkg]?.versions, `${pkg} loaded once`).toHaveLength(1);
    expect(loaded[pkg]?.versions[0], `${pkg} comes from the shell`).toMatch(/@shell$/);
  }
});

// Home's sections and the kit's carousels are chunks of their own: a page without them never loads their
// code. Embla, the carousels' library, is told by an option name its code carries.
test('a page loads the code of what it shows, not of home’s sections or of carousels it has none of', async ({
  page,
}) => {
  const scriptsLoadedBy = async (path: string) => {
    const scripts: Promise<{ url: string; text: string }>[] = [];
    const onResponse = (response: Response) => {
      if (response.request().resourceType() === 'script' && response.ok()) {
        scripts.push(response.text().then((text) => ({ url: response.url(), text })));
      }
    };
    page.on('response', onResponse);
    await page.goto(path);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    page.off('response', onResponse);
    return Promise.all(scripts);
  };
  const isHomeChunk = ({ url }: { url: string }) => /\/home\.[0-9a-f]+\.js$/.test(new URL(url).pathname);
  const hasCarousel = ({ text }: { text: string }) => text.includes('containScroll');

  const home = await scriptsLoadedBy('/');
  expect(home.some(isHomeChunk)).toBe(true);
  expect(home.some(hasCarousel)).toBe(true);

  const withCarousels = await scriptsLoadedBy('/packages/1');
  expect(withCarousels.some(isHomeChunk)).toBe(false);
  expect(withCarousels.some(hasCarousel)).toBe(true);

  for (const path of ['/countries/india', '/journal', '/enquire']) {
    const scripts = await scriptsLoadedBy(path);
    expect(scripts.some(isHomeChunk), path).toBe(false);
    expect(scripts.some(hasCarousel), path).toBe(false);
  }

  // Home from another page: its chunk is fetched then, and the page shows.
  await page.getByRole('link', { name: 'Aurelia Journeys, home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Journey Within');
});
