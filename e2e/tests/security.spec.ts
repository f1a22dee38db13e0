import type { Page } from '@playwright/test';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { cspViolations, recordCspViolations } from '../support/csp';
import { expect, test } from '../support/fixtures';
import { everyRoute } from '../support/pages';
import { origin, remotes, siteManifest } from '../support/site';

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

test('every page of the composed site runs under the policy', async ({ page }) => {
  test.setTimeout(90_000);
  for (const route of everyRoute) await expectRunsUnderPolicy(page, route);
  // A move within the site loads another remote's code in the page.
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('main')).toContainText('Curiosity');
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
    // Mocked answers come from a service worker of the remote's own origin.
    await expectRunsUnderPolicy(page, `${origin(remote)}${own[0]}?mock`);
  });
}

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
