// The security headers every front end sends, written once: the Node servers send them
// (front-end-server.mjs) and the nginx configuration (deploy/nginx/frontend.conf.template) gets them from
// renderNginxTemplate, so both answer with the same policy for the same inputs (e2e/tests/security.spec.ts
// compares).
//
// Scripts run only from files: the site's own origin and the origins of the remotes the manifest names,
// and one inline script, allowed by its hash: the shell's first (shell/src/early-events/), which must run
// before anything is painted. No other inline script, no eval: the HTML's other <script> elements hold
// JSON only, which CSP does not run.
//
// Style policy: `style-src 'self' 'unsafe-inline'`. Emotion inserts <style> elements as pages render,
// the server's HTML carries the page's critical CSS in <style> blocks, and React writes style="" attributes
// (a picture's focal point). A nonce would cover the first two only on a page rendered per request, not on
// the static index.html nginx serves, and never the attributes. Inline styles cannot run code, and no
// other script runs inline, so this leaves an injected element no way to execute anything.
const { createHash } = require('node:crypto');
const { siteOrigins: localSiteOrigins } = require('./ports.cjs');
const { earlyEventsScript } = require('../../shell/src/early-events/earlyEvents.cjs');

const earlyEventsHash = `'sha256-${createHash('sha256').update(earlyEventsScript).digest('base64')}'`;

/** Origins (scheme, host, port) of the absolute http(s) URLs in `urls`; anything else is the site's own. */
function originsOf(urls) {
  const origins = new Set();
  for (const url of urls) {
    try {
      const { protocol, origin } = new URL(url);
      if (protocol === 'http:' || protocol === 'https:') origins.add(origin);
    } catch {
      // A relative URL is on the site's own origin, already allowed.
    }
  }
  return [...origins];
}

/** The origins a site manifest (`/remotes.json`) loads remote code from in the browser. */
const remoteOriginsOf = (manifest) =>
  originsOf(Object.values(manifest ?? {}).map((remote) => String(remote?.entry ?? '')));

// Where browsers report what the policy refused (the API logs it): relative, so each front end's own
// /api takes them, the composed site's and a remote's standalone page alike.
const CSP_REPORTS_PATH = '/api/v1/csp-reports';

/**
 * The Content-Security-Policy of a page that loads code from `remoteOrigins` (its own origin always).
 * Fonts are self-hosted, images come from the site's /media (and the icon is a data: URL), the hero
 * clips are /media video. Violations are reported (report-to, and report-uri for browsers without the
 * Reporting API).
 */
function contentSecurityPolicy(remoteOrigins = []) {
  const codeSources = ["'self'", ...remoteOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${codeSources} ${earlyEventsHash}`,
    `connect-src ${codeSources}`,
    `font-src ${codeSources}`,
    "img-src 'self' data:",
    "media-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `report-uri ${CSP_REPORTS_PATH}`,
    'report-to csp',
  ].join('; ');
}

// Powerful features the site never uses, denied to it and to anything it might embed. Only names
// Chromium knows: an unknown one is logged as a console error on every page.
const permissionsPolicy = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

// Sent only over TLS: a browser ignores it on plain HTTP, and localhost must stay reachable without.
const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/** The Cross-Origin-Resource-Policy of a front end's files (not its pages): loaded by the site's pages. */
const FILE_RESOURCE_POLICY = 'cross-origin';

/**
 * The headers of every response: a page's, a file's, a 404's, the API's passed through. A page opens in
 * a browsing context of its own (no other site's window keeps a handle on it) and is readable by no other
 * origin; the files the site's pages load from a front end's origin (its code, fonts) say
 * `Cross-Origin-Resource-Policy: cross-origin` instead (FILE_RESOURCE_POLICY), since the shell's pages
 * load a remote's code from the remote's own origin.
 */
function securityHeaders({ remoteOrigins = [], https = false } = {}) {
  return {
    'content-security-policy': contentSecurityPolicy(remoteOrigins),
    'reporting-endpoints': `csp="${CSP_REPORTS_PATH}"`,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': permissionsPolicy,
    ...(https && { 'strict-transport-security': strictTransportSecurity }),
  };
}

/** The origins allowed to load the front ends' files cross-origin: SITE_ORIGINS, comma-separated. */
function siteOrigins(env = process.env) {
  const configured = (env.SITE_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return configured.length > 0 ? configured : localSiteOrigins(env);
}

/**
 * nginx's server block with the policy written in. `${REMOTE_ORIGINS}` (space-separated) stays for
 * envsubst, like the template's other variables: only a shell served by nginx loads remote code.
 */
function renderNginxTemplate(template) {
  return template
    .replaceAll('${CONTENT_SECURITY_POLICY}', contentSecurityPolicy(['${REMOTE_ORIGINS}']))
    .replaceAll('${PERMISSIONS_POLICY}', permissionsPolicy)
    .replaceAll('${STRICT_TRANSPORT_SECURITY}', strictTransportSecurity)
    .replaceAll('${FILE_RESOURCE_POLICY}', FILE_RESOURCE_POLICY)
    .replaceAll('${CSP_REPORTING_ENDPOINTS}', securityHeaders()['reporting-endpoints']);
}

module.exports = { FILE_RESOURCE_POLICY, remoteOriginsOf, renderNginxTemplate, securityHeaders, siteOrigins };

// The front-end image writes its nginx template with this: node security-headers.cjs <template file>
if (require.main === module) {
  process.stdout.write(renderNginxTemplate(require('node:fs').readFileSync(process.argv[2], 'utf8')));
}
