import path from 'node:path';
import { z } from 'zod';
import type { MailAddress } from './outbox/emails';
import type { DeliveryRules } from './outbox/queue';
import type { WebhookTarget } from './outbox/webhook';
// The local stack's ports, as the scripts and the webpack factory know them.
import { portOf, siteOrigins } from '../../scripts/lib/ports.cjs';
// The rule every server of ours reads REQUEST_TIMEOUT_MS by.
import { requestTimeoutMs } from '../../scripts/lib/http-timeouts.cjs';

const apiRoot = path.resolve(__dirname, '..');

/** Where the content lives: an embedded SQLite file, or PostgreSQL when several instances share it. */
export type DatabaseConfig = { dialect: 'sqlite'; path: string } | { dialect: 'postgres'; url: string };

export interface Config {
  port: number;
  host: string;
  database: DatabaseConfig;
  mediaDir: string;
  logLevel: LogLevel;
  /** Fastify's `trustProxy`: which proxies may name the client in X-Forwarded-For (the rate limit keys on it). */
  trustProxy: boolean | string;
  /** When set, only a request carrying it in X-Proxy-Secret (the front ends' proxies) may name the client. */
  proxySecret: string | undefined;
  /** Enquiry POSTs allowed per client and fixed window; the bench and tests raise it. */
  enquiryRateLimit: { max: number; windowMs: number };
  /** The site's public origin, as visitors reach it: the sitemap and robots.txt name their URLs with it. */
  siteOrigin: string;
  /** Where browsers reach the site (scheme, host and port): the only origins enquiry POSTs may come from. */
  siteOrigins: string[];
  /** Enquiries older than this are deleted. */
  enquiryRetentionDays: number;
  /** How long a client may take to send a whole request (headers and body) before it is cut off. */
  requestTimeoutMs: number;
  /** Where each enquiry's messages go, and how hard delivering them is tried. */
  delivery: DeliveryConfig;
}

export interface DeliveryConfig {
  /** Unset: each email is written as an .eml file into `mailDir` instead of sent. */
  smtpUrl: string | undefined;
  mailDir: string;
  from: MailAddress;
  /** The travel experts' addresses. */
  notifyTo: string[];
  /** The CRM's; unset, no webhook is queued. */
  webhook: WebhookTarget | undefined;
  rules: DeliveryRules;
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

// An exported-but-empty variable (`DATABASE_URL=`) means "not set", not "invalid".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

// Each written exactly as a browser sends it in an Origin header (lower case, no path or trailing
// slash), since that header is compared as it is.
const isOrigin = (value: string) =>
  URL.canParse(value) && /^https?:$/.test(new URL(value).protocol) && new URL(value).origin === value;
const commaSeparated = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);
const originList = commaSeparated.pipe(
  z
    .array(
      z.string().refine(isOrigin, {
        error: 'must be origins like https://www.example.com, comma-separated (no path or trailing slash)',
      }),
    )
    .min(1, 'must name at least one origin'),
);

const address = /^[^\s@<>,"]+@[^\s@<>,"]+\.[^\s@<>,"]+$/;
// `Name <address>` or a bare address: nodemailer encodes the name as the header needs.
const mailbox = z.string().transform((value, context): MailAddress => {
  const match = /^\s*(?:(.*?)\s*<([^<>]+)>|([^<>]+))\s*$/.exec(value);
  const [name = '', bracketed, bare] = match?.slice(1) ?? [];
  const mail = (bracketed ?? bare ?? '').trim();
  if (!address.test(mail)) {
    context.addIssue({ code: 'custom', message: 'must be an address, or a name and <address>' });
    return z.NEVER;
  }
  return { name: name.replace(/^"|"$/g, ''), address: mail };
});
const addressList = commaSeparated.pipe(
  z
    .array(z.string().regex(address, { error: 'must be email addresses, comma-separated' }))
    .min(1, 'must name at least one address'),
);

const envSchema = z
  .object({
    // Unset: the API's port in the local stack (4000, moved by PORT_OFFSET as the whole stack is).
    PORT: optional(z.coerce.number().int().min(0).max(65535)),
    HOST: optional(z.string().trim().min(1)).transform((host) => host ?? '127.0.0.1'),
    DATABASE_URL: optional(
      z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }),
    ),
    SQLITE_PATH: optional(z.string().min(1)).transform((file) =>
      path.resolve(file ?? path.join(apiRoot, 'data', 'lux.sqlite')),
    ),
    MEDIA_DIR: optional(z.string().min(1)).transform((dir) =>
      path.resolve(dir ?? path.join(apiRoot, 'media')),
    ),
    LOG_LEVEL: optional(z.enum(logLevels)).transform((level) => level ?? 'info'),
    // `true` trusts every hop; otherwise the proxies' addresses or CIDRs, comma-separated. Unset trusts none.
    TRUST_PROXY: optional(z.string().trim().min(1)).transform((value): boolean | string =>
      value === undefined || value === 'false' ? false : value === 'true' || value,
    ),
    // Written into the front ends' nginx configuration too, so only characters that mean nothing there.
    PROXY_SECRET: optional(
      z.string().regex(/^[A-Za-z0-9+/=_.~-]{16,256}$/, {
        error: 'must be 16 to 256 letters, digits or + / = _ . ~ - (e.g. openssl rand -hex 32)',
      }),
    ),
    ENQUIRY_RATE_LIMIT_MAX: optional(z.coerce.number().int().min(1)).transform((max) => max ?? 20),
    ENQUIRY_RATE_LIMIT_WINDOW_MS: optional(z.coerce.number().int().min(1000)).transform(
      (windowMs) => windowMs ?? 10 * 60 * 1000,
    ),
    // Only the origin: a path or trailing slash would double up in the sitemap's URLs. Unset: the local
    // stack's shell.
    SITE_ORIGIN: optional(
      z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }),
    ).transform((url) => url && new URL(url).origin),
    // Unset: the local stack on this machine (PORT_OFFSET moves it, as for npm start).
    SITE_ORIGINS: optional(originList),
    // A century at most: a much larger count reaches back past any date JavaScript can hold.
    ENQUIRY_RETENTION_DAYS: optional(z.coerce.number().int().min(1).max(36_500)).transform(
      (days) => days ?? 730,
    ),
    SMTP_URL: optional(
      z
        .url({
          protocol: /^smtps?$/,
          error: 'must be an smtp:// or smtps:// URL, e.g. smtps://user:password@mail.example.com:465',
        })
        .refine((url) => new URL(url).hostname !== '', { error: 'must name the mail server' }),
    ),
    // With SMTP_URL both must be set (below); the .eml files have stand-ins.
    ENQUIRY_MAIL_FROM: optional(mailbox),
    ENQUIRY_NOTIFY_TO: optional(addressList),
    ENQUIRY_MAIL_DIR: optional(z.string().min(1)).transform((dir) =>
      path.resolve(dir ?? path.join(apiRoot, 'data', 'mail')),
    ),
    ENQUIRY_WEBHOOK_URL: optional(
      z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }),
    ),
    ENQUIRY_WEBHOOK_SECRET: optional(
      z.string().min(16, 'must be at least 16 characters (e.g. openssl rand -hex 32)'),
    ),
    ENQUIRY_DELIVERY_MAX_ATTEMPTS: optional(z.coerce.number().int().min(1).max(100)).transform(
      (attempts) => attempts ?? 20,
    ),
    ENQUIRY_DELIVERY_RETRY_MS: optional(z.coerce.number().int().min(10)).transform((ms) => ms ?? 30_000),
    ENQUIRY_DELIVERY_LEASE_MS: optional(z.coerce.number().int().min(1000)).transform((ms) => ms ?? 300_000),
    REQUEST_TIMEOUT_MS: z
      .string()
      .optional()
      .transform((value, context) => {
        try {
          return requestTimeoutMs({ REQUEST_TIMEOUT_MS: value });
        } catch (error) {
          context.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
  })
  .superRefine((env, context) => {
    // Each a mistake that would otherwise show only when the first enquiry's email is lost.
    const missing = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (env.SMTP_URL && !env.ENQUIRY_NOTIFY_TO) missing('ENQUIRY_NOTIFY_TO', 'must be set when SMTP_URL is');
    if (env.SMTP_URL && !env.ENQUIRY_MAIL_FROM) missing('ENQUIRY_MAIL_FROM', 'must be set when SMTP_URL is');
    if (env.ENQUIRY_WEBHOOK_URL && !env.ENQUIRY_WEBHOOK_SECRET) {
      missing(
        'ENQUIRY_WEBHOOK_SECRET',
        'must be set when ENQUIRY_WEBHOOK_URL is: the CRM checks its signature',
      );
    }
    if (env.ENQUIRY_WEBHOOK_SECRET && !env.ENQUIRY_WEBHOOK_URL) {
      missing('ENQUIRY_WEBHOOK_URL', 'must be set when ENQUIRY_WEBHOOK_SECRET is');
    }
  });

/** Reads the environment once; a bad value stops the process here rather than at the first request. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid API configuration:\n${z.prettifyError(parsed.error)}`);
  }
  const {
    PORT,
    HOST,
    DATABASE_URL,
    SQLITE_PATH,
    MEDIA_DIR,
    LOG_LEVEL,
    TRUST_PROXY,
    PROXY_SECRET,
    ENQUIRY_RATE_LIMIT_MAX,
    ENQUIRY_RATE_LIMIT_WINDOW_MS,
    SITE_ORIGIN,
    SITE_ORIGINS,
    ENQUIRY_RETENTION_DAYS,
    REQUEST_TIMEOUT_MS,
    SMTP_URL,
    ENQUIRY_MAIL_FROM,
    ENQUIRY_NOTIFY_TO,
    ENQUIRY_MAIL_DIR,
    ENQUIRY_WEBHOOK_URL,
    ENQUIRY_WEBHOOK_SECRET,
    ENQUIRY_DELIVERY_MAX_ATTEMPTS,
    ENQUIRY_DELIVERY_RETRY_MS,
    ENQUIRY_DELIVERY_LEASE_MS,
  } = parsed.data;
  return {
    port: PORT ?? portOf('api', env),
    host: HOST,
    database: DATABASE_URL
      ? { dialect: 'postgres', url: DATABASE_URL }
      : { dialect: 'sqlite', path: SQLITE_PATH },
    mediaDir: MEDIA_DIR,
    logLevel: LOG_LEVEL,
    trustProxy: TRUST_PROXY,
    proxySecret: PROXY_SECRET,
    enquiryRateLimit: { max: ENQUIRY_RATE_LIMIT_MAX, windowMs: ENQUIRY_RATE_LIMIT_WINDOW_MS },
    siteOrigin: SITE_ORIGIN ?? `http://localhost:${portOf('shell', env)}`,
    siteOrigins: SITE_ORIGINS ?? siteOrigins(env),
    enquiryRetentionDays: ENQUIRY_RETENTION_DAYS,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
    delivery: {
      smtpUrl: SMTP_URL,
      mailDir: ENQUIRY_MAIL_DIR,
      // Stand-ins for the .eml files of a machine with no mail server.
      from: ENQUIRY_MAIL_FROM ?? { name: 'Aurelia Journeys', address: 'enquiries@aurelia.example' },
      notifyTo: ENQUIRY_NOTIFY_TO ?? ['travel-experts@aurelia.example'],
      webhook:
        ENQUIRY_WEBHOOK_URL && ENQUIRY_WEBHOOK_SECRET
          ? { url: ENQUIRY_WEBHOOK_URL, secret: ENQUIRY_WEBHOOK_SECRET }
          : undefined,
      rules: {
        maxAttempts: ENQUIRY_DELIVERY_MAX_ATTEMPTS,
        retryBaseMs: ENQUIRY_DELIVERY_RETRY_MS,
        leaseMs: ENQUIRY_DELIVERY_LEASE_MS,
      },
    },
  };
}
