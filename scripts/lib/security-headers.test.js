const {
  remoteOriginsOf,
  renderNginxTemplate,
  securityHeaders,
  siteOrigins,
} = require('./security-headers.cjs');

const { createHash } = require('node:crypto');
const { earlyEventsScript } = require('../../shell/src/early-events/earlyEvents.cjs');

const directive = (policy, name) => policy.split(';').find((part) => part.trim().startsWith(`${name} `));

it('lets scripts run only from the site, the origins of the manifest’s remotes and the early events script', () => {
  const earlyEventsHash = createHash('sha256').update(earlyEventsScript).digest('base64');
  const manifest = {
    mfe_journal: { entry: 'https://journal.example.com/v42/remoteEntry.js', pages: {} },
    mfe_enquiry: { entry: 'https://enquiry.example.com/remoteEntry.js', pages: {} },
  };
  const policy = securityHeaders({ remoteOrigins: remoteOriginsOf(manifest) })['content-security-policy'];
  expect(directive(policy, 'script-src').trim()).toBe(
    `script-src 'self' https://journal.example.com https://enquiry.example.com 'sha256-${earlyEventsHash}'`,
  );
  expect(policy).not.toMatch(/unsafe-eval/);
  expect(directive(policy, 'script-src')).not.toMatch(/unsafe-inline/);
  expect(policy).toContain("frame-ancestors 'none'");
});

it('takes nothing from a manifest but the origins of its http(s) entries', () => {
  const manifest = {
    relative: { entry: '/journal/remoteEntry.js' },
    injected: { entry: "https://a.example/x.js; script-src 'unsafe-inline'" },
    scheme: { entry: 'javascript:alert(1)' },
    broken: null,
    numeric: { entry: 42 },
  };
  expect(remoteOriginsOf(manifest)).toEqual(['https://a.example']);
  expect(remoteOriginsOf(null)).toEqual([]);
});

it('sends HSTS over TLS only', () => {
  expect(securityHeaders({ https: false })).not.toHaveProperty('strict-transport-security');
  expect(securityHeaders({ https: true })['strict-transport-security']).toMatch(/^max-age=\d+/);
});

it('reads SITE_ORIGINS as a comma-separated list, else this machine’s front ends', () => {
  expect(siteOrigins({ SITE_ORIGINS: 'https://www.example.com, https://example.com' })).toEqual([
    'https://www.example.com',
    'https://example.com',
  ]);
  expect(siteOrigins({})).toContain('http://localhost:8080');
});

it('writes the same policy into the nginx template, with the remotes left for envsubst', () => {
  const rendered = renderNginxTemplate('add_header Content-Security-Policy "${CONTENT_SECURITY_POLICY}";');
  const expected = securityHeaders({ remoteOrigins: ['${REMOTE_ORIGINS}'] })['content-security-policy'];
  expect(rendered).toBe(`add_header Content-Security-Policy "${expected}";`);
});

it('keeps pages to their own origin and window, and has violations reported to the API', () => {
  const headers = securityHeaders();
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['reporting-endpoints']).toBe('csp="/api/v1/csp-reports"');
  expect(headers['content-security-policy']).toMatch(/; report-uri \/api\/v1\/csp-reports; report-to csp$/);
  // nginx gets the same values written in.
  const rendered = renderNginxTemplate(
    'add_header Reporting-Endpoints \'${CSP_REPORTING_ENDPOINTS}\'; set $p "${FILE_RESOURCE_POLICY}";',
  );
  expect(rendered).toBe(
    'add_header Reporting-Endpoints \'csp="/api/v1/csp-reports"\'; set $p "cross-origin";',
  );
});
