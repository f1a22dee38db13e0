import path from 'node:path';
import { loadConfig } from './config';

const mail = {
  SMTP_URL: 'smtps://enquiries:secret@mail.aurelia.example:465',
  ENQUIRY_MAIL_FROM: 'Aurelia Journeys <enquiries@aurelia.example>',
  ENQUIRY_NOTIFY_TO: 'experts@aurelia.example, desk@aurelia.example',
};
const webhook = {
  ENQUIRY_WEBHOOK_URL: 'https://crm.aurelia.example/hooks/enquiries',
  ENQUIRY_WEBHOOK_SECRET: 'a-long-random-shared-secret',
};

describe('loadConfig', () => {
  it('defaults to port 4000 on loopback with SQLite and media inside the api folder', () => {
    const config = loadConfig({});

    expect(config.port).toBe(4000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database).toEqual({
      dialect: 'sqlite',
      path: path.resolve(__dirname, '../data/lux.sqlite'),
    });
    expect(config.mediaDir).toBe(path.resolve(__dirname, '../media'));
    expect(config.logLevel).toBe('info');
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://lux@127.0.0.1:5432/lux', PORT: '4100' });

    expect(config.database).toEqual({ dialect: 'postgres', url: 'postgres://lux@127.0.0.1:5432/lux' });
    expect(config.port).toBe(4100);
  });

  it("listens on the local stack's API port, which PORT_OFFSET moves with the rest of the stack", () => {
    expect(loadConfig({ PORT_OFFSET: '300' })).toMatchObject({
      port: 4300,
      siteOrigin: 'http://localhost:8380',
    });
    expect(loadConfig({ PORT_OFFSET: '300', PORT: '4500' }).port).toBe(4500);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({
      port: 4000,
      database: { dialect: 'sqlite' },
    });
  });

  it('limits enquiries to 20 per client in 10 minutes and trusts no proxy, unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({
      enquiryRateLimit: { max: 20, windowMs: 600_000 },
      trustProxy: false,
    });
    expect(
      loadConfig({
        ENQUIRY_RATE_LIMIT_MAX: '5000',
        ENQUIRY_RATE_LIMIT_WINDOW_MS: '60000',
        TRUST_PROXY: '10.0.0.0/8,127.0.0.1',
      }),
    ).toMatchObject({
      enquiryRateLimit: { max: 5000, windowMs: 60_000 },
      trustProxy: '10.0.0.0/8,127.0.0.1',
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('takes forwarded headers from any trusted proxy, unless PROXY_SECRET names the secret they must carry', () => {
    expect(loadConfig({}).proxySecret).toBeUndefined();
    expect(loadConfig({ PROXY_SECRET: '' }).proxySecret).toBeUndefined();
    expect(loadConfig({ PROXY_SECRET: 'c2VjcmV0LXNlY3JldC1zZWNyZXQ=' }).proxySecret).toBe(
      'c2VjcmV0LXNlY3JldC1zZWNyZXQ=',
    );
  });

  it('names the site at its public origin, the local site unless SITE_ORIGIN says otherwise', () => {
    expect(loadConfig({}).siteOrigin).toBe('http://localhost:8080');
    expect(loadConfig({ SITE_ORIGIN: 'https://www.aurelia.example/' }).siteOrigin).toBe(
      'https://www.aurelia.example',
    );
  });

  it('takes enquiries from the local stack and keeps them 730 days, unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({
      siteOrigins: expect.arrayContaining(['http://localhost:8080', 'http://127.0.0.1:3003']),
      enquiryRetentionDays: 730,
    });
    expect(loadConfig({ PORT_OFFSET: '600' }).siteOrigins).toContain('http://localhost:8680');
    expect(
      loadConfig({
        SITE_ORIGINS: 'https://www.aurelia.example, https://enquiry.aurelia.example:8443,',
        ENQUIRY_RETENTION_DAYS: '365',
      }),
    ).toMatchObject({
      siteOrigins: ['https://www.aurelia.example', 'https://enquiry.aurelia.example:8443'],
      enquiryRetentionDays: 365,
    });
  });

  it('gives a client 30 s to send a whole request, unless REQUEST_TIMEOUT_MS says otherwise', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(30_000);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '2000' }).requestTimeoutMs).toBe(2000);
  });

  it('writes emails as .eml files into api/data/mail, and queues no webhook, unless told otherwise', () => {
    expect(loadConfig({}).delivery).toEqual({
      smtpUrl: undefined,
      mailDir: path.resolve(__dirname, '../data/mail'),
      from: { name: 'Aurelia Journeys', address: 'enquiries@aurelia.example' },
      notifyTo: ['travel-experts@aurelia.example'],
      webhook: undefined,
      rules: { maxAttempts: 20, retryBaseMs: 30_000, leaseMs: 300_000 },
    });
    expect(loadConfig({ ...mail, ...webhook }).delivery).toMatchObject({
      smtpUrl: mail.SMTP_URL,
      from: { name: 'Aurelia Journeys', address: 'enquiries@aurelia.example' },
      notifyTo: ['experts@aurelia.example', 'desk@aurelia.example'],
      webhook: { url: webhook.ENQUIRY_WEBHOOK_URL, secret: webhook.ENQUIRY_WEBHOOK_SECRET },
    });
  });

  it.each([
    ['a port that is not a number', { PORT: 'http' }, /PORT/],
    ['a port out of range', { PORT: '70000' }, /PORT/],
    ['a database URL that is not PostgreSQL', { DATABASE_URL: 'mysql://db/lux' }, /DATABASE_URL/],
    ['an unknown log level', { LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    ['a site origin that is not http(s)', { SITE_ORIGIN: 'ftp://aurelia.example' }, /SITE_ORIGIN/],
    ['an enquiry rate limit of zero', { ENQUIRY_RATE_LIMIT_MAX: '0' }, /ENQUIRY_RATE_LIMIT_MAX/],
    [
      'a rate-limit window under a second',
      { ENQUIRY_RATE_LIMIT_WINDOW_MS: '10' },
      /ENQUIRY_RATE_LIMIT_WINDOW_MS/,
    ],
    ['a site origin with a path', { SITE_ORIGINS: 'https://www.aurelia.example/' }, /SITE_ORIGINS/],
    ['a site origin that is not a URL', { SITE_ORIGINS: 'www.aurelia.example' }, /SITE_ORIGINS/],
    ['site origins that name none', { SITE_ORIGINS: ' , ' }, /SITE_ORIGINS/],
    ['a retention of zero days', { ENQUIRY_RETENTION_DAYS: '0' }, /ENQUIRY_RETENTION_DAYS/],
    ['a retention past any date', { ENQUIRY_RETENTION_DAYS: '1e9' }, /ENQUIRY_RETENTION_DAYS/],
    ['a proxy secret short enough to guess', { PROXY_SECRET: 'hunter2' }, /PROXY_SECRET/],
    [
      'a proxy secret nginx would read as a variable',
      { PROXY_SECRET: '$http_cookie-and-more' },
      /PROXY_SECRET/,
    ],
    ['a request timeout that would cut every request', { REQUEST_TIMEOUT_MS: '0' }, /REQUEST_TIMEOUT_MS/],
    ['a request timeout that is not a number', { REQUEST_TIMEOUT_MS: '30s' }, /REQUEST_TIMEOUT_MS/],
    ['a mail server URL that is not SMTP', { SMTP_URL: 'http://mail.aurelia.example' }, /SMTP_URL/],
    ['a mail server URL that is not a URL', { SMTP_URL: 'mail.aurelia.example:587' }, /SMTP_URL/],
    ['a mail server URL without a server', { SMTP_URL: 'smtp://' }, /SMTP_URL/],
    ['a mail server without the experts to tell', { ...mail, ENQUIRY_NOTIFY_TO: '' }, /ENQUIRY_NOTIFY_TO/],
    ['a mail server without a sender', { ...mail, ENQUIRY_MAIL_FROM: '' }, /ENQUIRY_MAIL_FROM/],
    ['a sender that is not an address', { ENQUIRY_MAIL_FROM: 'Aurelia Journeys' }, /ENQUIRY_MAIL_FROM/],
    ['experts that are not addresses', { ENQUIRY_NOTIFY_TO: 'experts, desk' }, /ENQUIRY_NOTIFY_TO/],
    [
      'a webhook without its secret',
      { ENQUIRY_WEBHOOK_URL: 'https://crm.example/hook' },
      /ENQUIRY_WEBHOOK_SECRET/,
    ],
    ['a webhook secret without a webhook', { ENQUIRY_WEBHOOK_SECRET: 'x'.repeat(32) }, /ENQUIRY_WEBHOOK_URL/],
    [
      'a webhook secret short enough to guess',
      { ...webhook, ENQUIRY_WEBHOOK_SECRET: 'hunter2' },
      /ENQUIRY_WEBHOOK_SECRET/,
    ],
    [
      'a webhook that is not http(s)',
      { ...webhook, ENQUIRY_WEBHOOK_URL: 'ftp://crm.example' },
      /ENQUIRY_WEBHOOK_URL/,
    ],
    ['no delivery attempt at all', { ENQUIRY_DELIVERY_MAX_ATTEMPTS: '0' }, /ENQUIRY_DELIVERY_MAX_ATTEMPTS/],
  ])('refuses %s', (_case, env, variable) => {
    expect(() => loadConfig(env)).toThrow(variable);
  });
});
