import { expect, test } from '../support/fixtures';
import { origin, remotes } from '../support/site';

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

  for (const pkg of [
    'react',
    'react-dom',
    'react-router',
    'react-redux',
    '@reduxjs/toolkit',
    '@emotion/react',
    '@lux/shared',
  ]) {
    expect(loaded[pkg]?.versions, `${pkg} loaded once`).toHaveLength(1);
    expect(loaded[pkg]?.versions[0], `${pkg} comes from the shell`).toMatch(/@shell$/);
  }
});
