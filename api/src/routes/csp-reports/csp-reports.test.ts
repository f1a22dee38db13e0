import Fastify, { type FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../app';
import { addApiContract } from '../../plugins/api-contract';
import { addErrorHandling } from '../../plugins/error-handling';
import { buildTestApp } from '../../testing/test-app';
import { CSP_REPORT_BODY_LIMIT_BYTES, CSP_REPORTS_PER_MINUTE, cspReportRoutes } from './routes';

// Where browsers report what the front ends' policy refused: logged, by directive and address only.

/** A log line as pino writes it. */
interface LogLine {
  level: number;
  msg: string;
  cspViolation?: Record<string, string | undefined>;
  [key: string]: unknown;
}
const WARN = 40;

let app: FastifyInstance;
let origin: string;
let lines: LogLine[] = [];
/** Everything the logger wrote, as it wrote it. */
let written = '';

beforeAll(async () => {
  app = Fastify({
    // The rate limit's test names its clients.
    trustProxy: true,
    logger: {
      level: 'info',
      stream: {
        write: (line: string) => {
          written += line;
          lines.push(JSON.parse(line) as LogLine);
        },
      },
    },
  });
  await addApiContract(app, API_PREFIX);
  addErrorHandling(app);
  await app.register(cspReportRoutes, { prefix: API_PREFIX });
  // A real server: light-my-request's inject cannot load under Jest.
  origin = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app.close());
beforeEach(() => {
  lines = [];
  written = '';
});

const violations = () => lines.filter((line) => line.msg === 'Content-Security-Policy violation');

const report = (contentType: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}/api/v1/csp-reports`, {
    method: 'POST',
    headers: { 'content-type': contentType, ...headers },
    body,
  });

const longPath = `/search/${'a'.repeat(400)}`;

it('logs a report-uri report at warn level: directive, blocked URI, document and source, nothing else', async () => {
  const response = await report(
    'application/csp-report',
    JSON.stringify({
      'csp-report': {
        'document-uri': `https://www.aurelia.example${longPath}?q=asha.rao%40example.com#top`,
        referrer: 'https://www.aurelia.example/?from=asha.rao@example.com',
        'violated-directive': 'script-src-elem',
        'effective-directive': 'script-src-elem',
        'original-policy': "default-src 'self'; script-src 'self'",
        disposition: 'enforce',
        'blocked-uri': 'https://evil.example/x.js?token=secret',
        'line-number': 12,
        'source-file': 'https://www.aurelia.example/main.js',
        'status-code': 200,
        'script-sample': 'alert("asha.rao@example.com")',
      },
    }),
  );

  expect(response.status).toBe(204);
  expect(await response.text()).toBe('');
  expect(violations()).toEqual([
    expect.objectContaining({
      level: WARN,
      cspViolation: {
        directive: 'script-src-elem',
        blockedUri: 'https://evil.example/x.js',
        // Cut at 200 characters, without the query or fragment.
        documentUrl: `https://www.aurelia.example${longPath}`.slice(0, 200),
        sourceFile: 'https://www.aurelia.example/main.js',
      },
    }),
  ]);
  expect(written).not.toContain('asha.rao');
  expect(written).not.toContain('original-policy');
  expect(written).not.toContain('secret');
});

it('logs each violation of a Reporting API list, and ignores reports of other types', async () => {
  const violation = (blockedURL: string) => ({
    type: 'csp-violation',
    age: 10,
    url: 'https://www.aurelia.example/journal',
    user_agent: 'Mozilla/5.0',
    body: {
      documentURL: 'https://www.aurelia.example/journal',
      blockedURL,
      effectiveDirective: 'img-src',
      originalPolicy: "img-src 'self' data:",
      disposition: 'enforce',
      sample: '',
      statusCode: 200,
    },
  });
  const response = await report(
    'application/reports+json',
    JSON.stringify([
      violation('https://tracker.example/pixel.gif'),
      { type: 'deprecation', age: 0, url: 'https://www.aurelia.example/', body: { id: 'x' } },
      violation('inline'),
    ]),
  );

  expect(response.status).toBe(204);
  expect(violations().map((line) => [line.level, line.cspViolation])).toEqual([
    [
      WARN,
      {
        directive: 'img-src',
        blockedUri: 'https://tracker.example/pixel.gif',
        documentUrl: 'https://www.aurelia.example/journal',
      },
    ],
    [
      WARN,
      { directive: 'img-src', blockedUri: 'inline', documentUrl: 'https://www.aurelia.example/journal' },
    ],
  ]);
});

it('answers 413 to a body over 16 KB and logs no violation', async () => {
  const padding = 'x'.repeat(CSP_REPORT_BODY_LIMIT_BYTES);
  const response = await report(
    'application/csp-report',
    JSON.stringify({ 'csp-report': { 'document-uri': padding } }),
  );

  expect(response.status).toBe(413);
  expect(violations()).toEqual([]);
});

it.each([
  ['JSON', 'application/json'],
  ['text', 'text/plain'],
  ['a form', 'application/x-www-form-urlencoded'],
])('answers 415 to %s', async (_case, contentType) => {
  const response = await report(contentType, JSON.stringify({ 'csp-report': {} }));

  expect(response.status).toBe(415);
  expect(violations()).toEqual([]);
});

it.each([
  ['garbage', 'application/csp-report', '{"csp-report": <script>garbage-marker'],
  ['JSON that is no report', 'application/csp-report', '{"garbage-marker": true}'],
  ['a report list that is no list', 'application/reports+json', '{"garbage-marker": 1}'],
])('answers 400 to %s without echoing it', async (_case, contentType, body) => {
  const response = await report(contentType, body);

  expect(response.status).toBe(400);
  const answer = await response.text();
  expect(answer).not.toContain('garbage-marker');
  expect(answer).not.toContain('<script>');
  expect(written).not.toContain('garbage-marker');
  expect(violations()).toEqual([]);
});

it(`takes ${CSP_REPORTS_PER_MINUTE} reports a minute from one client, then refuses the rest unlogged`, async () => {
  // Clients of their own (named as a proxy would), whatever the tests above sent.
  const reportFrom = (client: string) =>
    report('application/csp-report', JSON.stringify({ 'csp-report': { 'violated-directive': 'img-src' } }), {
      'x-forwarded-for': client,
    });
  const statuses = [];
  for (let i = 0; i < CSP_REPORTS_PER_MINUTE + 2; i += 1)
    statuses.push((await reportFrom('198.51.100.9')).status);

  expect(statuses).toEqual([...Array<number>(CSP_REPORTS_PER_MINUTE).fill(204), 429, 429]);
  expect(violations()).toHaveLength(CSP_REPORTS_PER_MINUTE);
  expect((await reportFrom('198.51.100.10')).status).toBe(204);
});

it('is part of the API, at /api/v1/csp-reports', async () => {
  const testApp = await buildTestApp();
  try {
    const response = await fetch(`${testApp.origin}/api/v1/csp-reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({ 'csp-report': { 'violated-directive': 'img-src' } }),
    });
    expect(response.status).toBe(204);
  } finally {
    await testApp.close();
  }
});
