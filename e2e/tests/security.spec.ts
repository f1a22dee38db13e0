import type { Page } from '@playwright/test';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { cspViolations, recordCspViolations } from '../support/csp';
import { expect, test } from '../support/fixtures';
import { everyRoute } from '../support/pages';
import { writeSiteManifest } from '../support/services';
import { origin, portOf, remotes, siteManifest } from '../support/site';

// The whole site runs under its Content-Security-Policy (scripts/lib/security-headers.cjs): every page,
// composed and each remote on its own, with nothing refused. The fixtures fail a test on any console
// error as well, which is where Chromium also reports what a policy refused.

/** Opens `url`, waits for its page to show, and checks the policy was sent and nothing broke it. */
async function expectRunsUnderPolicy(page: Page, url: string) {
  const response = await page.goto(url);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy, url).toContain("frame-ancestors 'none'");
  expect(policy, url).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  await expect(page.getByRole('heading', { level: 1 }).first(), url).toBeVisible();
  expect(await cspViolations(page), url).toEqual([]);
}

test.beforeEach(async ({ page }) => recordCspViolations(page));

test('every kind of answer carries the policy, with HSTS when the visit came over TLS', async () => {
  const urls = [
    ...[
      '/countries/india',
      '/no/such/page',
      '/main.js',
      '/no-such-file.js',
      '/remotes.json',
      '/api/v1/health',
      '/media/no-such-image.webp',
      '/.git/config',
    ].map((route) => `${origin('shell')}${route}`),
    ...['/journal', '/remoteEntry.js', '/.env'].map((route) => `${origin('mfe-journal')}${route}`),
  ];
  for (const url of urls) {
    const plain = await fetch(url);
    expect(plain.headers.get('content-security-policy'), url).toContain("frame-ancestors 'none'");
    expect(plain.headers.get('x-content-type-options'), url).toBe('nosniff');
    expect(plain.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin');
    expect(plain.headers.get('permissions-policy'), url).toContain('camera=()');
    expect(plain.headers.get('strict-transport-security'), url).toBeNull();
    // As the TLS proxy in front of the site tells it (TRUST_PROXY).
    const overTls = await fetch(url, { headers: { 'x-forwarded-proto': 'https' } });
    expect(overTls.headers.get('strict-transport-security'), url).toMatch(/^max-age=\d+/);
  }
});

test('dotfiles and dot-folders are a plain 404, never the app', async () => {
  for (const app of ['shell', 'mfe-journal'] as const) {
    for (const route of ['/.git/config', '/.env', '/%2Egit/HEAD', '/journal/.hidden']) {
      const response = await fetch(`${origin(app)}${route}`);
      expect([response.status, await response.text()], `${app} ${route}`).toEqual([404, 'Not found']);
    }
  }
});

test('every page of the composed site runs under the policy', async ({ page }) => {
  test.setTimeout(90_000);
  for (const route of everyRoute) await expectRunsUnderPolicy(page, route);
  // A move within the site loads another remote's code in the page.
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('main')).toContainText('Curiosity');
  expect(await cspViolations(page)).toEqual([]);
  // So does the Plan Your Trip modal, the enquiry remote's form.
  await expectRunsUnderPolicy(page, '/');
  await page.getByRole('button', { name: 'Start Planning' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plan Your Trip' });
  await expect(dialog.getByRole('textbox', { name: 'Full name' })).toBeVisible();
  expect(await cspViolations(page)).toEqual([]);
});

/** A route's path as its remote's router matches it: `/countries/:slug` → /^\/countries\/[^/]+$/. */
const pathPattern = (path: string) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`);

const manifest = siteManifest(path.resolve(__dirname, '..', '..'));

for (const remote of remotes) {
  test(`${remote} on its own runs every one of its pages under the policy`, async ({ page }) => {
    test.setTimeout(60_000);
    const { pages } = manifest[remote.replace(/-/g, '_')] as { pages: Record<string, { paths: string[] }> };
    const patterns = Object.values(pages).flatMap(({ paths }) => paths.map(pathPattern));
    const own = everyRoute.filter((route) =>
      patterns.some((pattern) => pattern.test(route.replace(/\?.*/, ''))),
    );
    expect(own.length).toBeGreaterThan(0);
    for (const route of own) await expectRunsUnderPolicy(page, `${origin(remote)}${route}`);
  });
}

test('a remote on its own answers from mocks under the policy (a service worker of its origin)', async ({
  page,
}) => {
  await expectRunsUnderPolicy(page, `${origin('mfe-journal')}/journal?mock`);
  await expect(
    page.getByRole('heading', { name: 'Kyoto in Autumn: Temples, Gardens and the Slow Burn of the Maples' }),
  ).toBeVisible();
  expect(await cspViolations(page)).toEqual([]);
});

test('another site cannot frame the enquiry form, composed or on its own', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/violates the following Content Security Policy directive: "frame-ancestors 'none'"/);
  const framed = [`${origin('shell')}/enquire`, `${origin('mfe-enquiry')}/enquire`];
  // A page of another origin on this machine (a public one would be refused as such before any policy).
  const framingSite = http.createServer((_request, response) =>
    response.end(framed.map((url) => `<iframe title="${url}" src="${url}"></iframe>`).join('')),
  );
  await new Promise<void>((resolve) => framingSite.listen(0, '127.0.0.1', resolve));
  try {
    const refusals = framed.map((url) =>
      page
        .waitForEvent('requestfailed', (request) => request.url() === url)
        .then((request) => request.failure()),
    );
    await page.goto(`http://127.0.0.1:${(framingSite.address() as AddressInfo).port}/`);
    for (const refusal of refusals) expect((await refusal)?.errorText).toBe('net::ERR_BLOCKED_BY_RESPONSE');
    for (const url of framed) {
      await expect(page.frameLocator(`iframe[title="${url}"]`).getByRole('textbox')).toHaveCount(0);
    }
  } finally {
    framingSite.close();
  }
});

test(
  'Retry after a remote moved to another origin loads it under a policy that names it',
  { tag: '@alone' },
  async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(
      /remoteEntry|Failed to load resource|RUNTIME-008|loadEntryError|ScriptExternalLoadError/i,
    );
    // A deploy that pointed the journal at a release that was never uploaded...
    writeSiteManifest({ 'mfe-journal': `${origin('mfe-journal')}/releases/missing/` });
    try {
      await page.goto('/journal');
      await expect(page.getByRole('alert')).toContainText('Could not load articles.');
      // ...then fixed with a remote on an origin the open page's policy does not name.
      const movedTo = `http://127.0.0.1:${portOf('mfe-journal')}`;
      writeSiteManifest({ 'mfe-journal': `${movedTo}/` });
      const reloaded = page.waitForResponse(`${origin('shell')}/journal`);
      await page.getByRole('button', { name: 'Retry' }).click();
      expect((await reloaded).headers()['content-security-policy']).toContain(movedTo);
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      expect(await cspViolations(page)).toEqual([]);
    } finally {
      writeSiteManifest();
    }
  },
);
