import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AddressObject } from 'mailparser';
import { runEnquiriesCli } from '../testing/enquiries-cli';
import { eventually } from '../testing/eventually';
import { startMailServer, type TestMailServer } from '../testing/mail-server';
import { buildTestApp, type TestApp } from '../testing/test-app';
import { erasePersonData } from '../privacy/person-data';
import { pruneExpired } from '../privacy/retention';
import {
  fullEnquiry,
  modalEnquiry,
  postEnquiry,
  useDestinations,
  type FixtureDestination,
} from '../routes/enquiries/enquiry-fixtures';
import { retryDelayMs } from './queue';
import { signWebhook, SIGNATURE_HEADER, verifyWebhookSignature } from './webhook';

// Each test waits for deliveries (retries a few hundred ms apart) and some run the command: bounded here.
jest.setTimeout(30_000);

// The API with a real SMTP server and a CRM that checks every webhook's signature as the README says.
const secret = 'crm-shared-secret-for-this-test';
const site = 'https://www.aurelia.example';
const MAX_ATTEMPTS = 5;

interface WebhookCall {
  key: string;
  body: string;
  signature: string;
  verified: boolean;
}

let app: TestApp;
let mail: TestMailServer;
let crm: Server;
let crmUrl: string;
const webhookCalls: WebhookCall[] = [];
let destination: FixtureDestination;

beforeAll(async () => {
  mail = await startMailServer();
  crm = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const signature = String(request.headers[SIGNATURE_HEADER.toLowerCase()] ?? '');
      const verified = verifyWebhookSignature(secret, signature, body);
      webhookCalls.push({ key: String(request.headers['idempotency-key']), body, signature, verified });
      response.writeHead(verified ? 200 : 400).end();
    });
  });
  await new Promise<void>((resolve) => crm.listen(0, '127.0.0.1', resolve));
  crmUrl = `http://127.0.0.1:${(crm.address() as AddressInfo).port}/hooks/enquiries`;
  app = await buildTestApp({
    env: {
      SMTP_URL: mail.url,
      ENQUIRY_MAIL_FROM: 'Aurelia Journeys <enquiries@aurelia.example>',
      ENQUIRY_NOTIFY_TO: 'experts@aurelia.example, desk@aurelia.example',
      ENQUIRY_WEBHOOK_URL: crmUrl,
      ENQUIRY_WEBHOOK_SECRET: secret,
      ENQUIRY_DELIVERY_RETRY_MS: '100',
      ENQUIRY_DELIVERY_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
      ENQUIRY_RATE_LIMIT_MAX: '1000',
      SITE_ORIGINS: site,
      SITE_ORIGIN: site,
    },
  });
  [destination] = (await useDestinations(app.db)) as [FixtureDestination];
});
afterAll(async () => {
  await app?.close();
  await mail?.stop();
  await new Promise((resolve) => crm?.close(resolve));
});

const send = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const response = await postEnquiry(app.origin, body, headers);
  expect(response.status).toBe(201);
  return response.json<{ id: string }>().id;
};

const messagesOf = async (id: string) =>
  app.db.selectFrom('enquiry_outbox').selectAll().where('enquiry_id', '=', id).orderBy('kind').execute();

const delivered = (id: string) => async () => {
  const messages = await messagesOf(id);
  return messages.length > 0 && messages.every((message) => message.status === 'sent');
};

const mailOf = (id: string, kind: 'team' | 'acknowledgement', server = mail) =>
  server.received.filter(({ mail: parsed }) => parsed.messageId === `<${id}.${kind}@aurelia.example>`);

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  [field ?? []].flat().flatMap((object) => object.value.map(({ name, address }) => ({ name, address })));

describe('an enquiry', () => {
  let id: string;
  const traveller = { full_name: 'Asha Rao', email: 'asha.rao@example.com' };

  beforeAll(async () => {
    id = await send(fullEnquiry(destination, { ...traveller, newsletter_signup: false }), {
      referer: `${site}/countries/${destination.slug}?from=menu`,
    });
    await eventually(delivered(id), 'the enquiry is delivered', 20_000);
  });

  it('emails the travel experts every field, with Reply-To the traveller', () => {
    const [team, ...more] = mailOf(id, 'team');
    expect(more).toHaveLength(0);
    const { mail: parsed, recipients } = team ?? { mail: undefined, recipients: [] };

    expect(recipients.sort()).toEqual(['desk@aurelia.example', 'experts@aurelia.example']);
    expect(addresses(parsed?.from)).toEqual([
      { name: 'Aurelia Journeys', address: 'enquiries@aurelia.example' },
    ]);
    expect(addresses(parsed?.replyTo)).toEqual([{ name: 'Asha Rao', address: 'asha.rao@example.com' }]);
    expect(parsed?.subject).toBe(`New enquiry: ${destination.name} · Asha Rao`);
    expect(parsed?.headers.get('x-enquiry-id')).toBe(id);
    for (const text of [
      'Asha Rao',
      'asha.rao@example.com',
      '+91 98200 12345',
      'India',
      destination.name,
      `${site}/countries/${destination.slug}`,
      `${site}/countries/${destination.slug}?from=menu`,
      'October',
      '10 Nights',
      'Honeymoon; we would love a ryokan with a private onsen.',
      'Travel press',
      id,
    ]) {
      expect(parsed?.text).toContain(text);
    }
    // The HTML carries the same, escaped: an apostrophe in the name of a place stays text.
    expect(parsed?.html).toContain('href="mailto:asha.rao@example.com"');
    expect(parsed?.html).toContain(`href="${site}/countries/${destination.slug}"`);
  });

  it('acknowledges the traveller with what they asked, when to expect a call, and no marketing', () => {
    const [ack, ...more] = mailOf(id, 'acknowledgement');
    expect(more).toHaveLength(0);
    const parsed = ack?.mail;

    expect(ack?.recipients).toEqual(['asha.rao@example.com']);
    expect(addresses(parsed?.to)).toEqual([{ name: 'Asha Rao', address: 'asha.rao@example.com' }]);
    expect(parsed?.subject).toBe(`Your enquiry about ${destination.name}`);
    for (const text of [
      'Thank you, Asha',
      destination.name,
      'October',
      '10 Nights',
      'will call you on +91 98200 12345',
      'Monday to Friday: 9am to 11pm',
      'Saturday and Sunday: Closed',
      '+91 80 4719 2200',
    ]) {
      expect(parsed?.text).toContain(text);
      expect(parsed?.html).toContain(text.replace(/'/g, '&#39;'));
    }
    expect(parsed?.text).not.toMatch(/newsletter|journal/i);
    expect(parsed?.html).not.toMatch(/newsletter|journal/i);
  });

  it('tells a traveller who asked for the newsletter about it', async () => {
    const other = await send(
      fullEnquiry(destination, { email: 'reader@example.com', newsletter_signup: true }),
    );
    await eventually(delivered(other), 'the enquiry is delivered');

    expect(mailOf(other, 'acknowledgement')[0]?.mail.text).toMatch(/newsletter/);
  });

  it('posts the CRM a signed webhook with an idempotency key, once', () => {
    const calls = webhookCalls.filter((call) => call.key === `${id}.webhook`);

    expect(calls).toHaveLength(1);
    expect(calls[0]?.verified).toBe(true);
    expect(JSON.parse(calls[0]?.body ?? '{}')).toMatchObject({
      id: `${id}.webhook`,
      type: 'enquiry.created',
      enquiry: { id, ...traveller, destination_slug: destination.slug, newsletter_signup: false },
    });
  });

  it('signs so that the CRM refuses a replay with an old timestamp, or a changed body', async () => {
    const { body, signature, key } = webhookCalls.find((call) => call.key === `${id}.webhook`) as WebhookCall;
    const sixMinutesAgo = Math.floor(Date.now() / 1000) - 6 * 60;
    const replay = (headers: Record<string, string>, payload = body) =>
      fetch(crmUrl, { method: 'POST', headers: { 'idempotency-key': key, ...headers }, body: payload });

    expect((await replay({ [SIGNATURE_HEADER]: signWebhook(secret, body, sixMinutesAgo) })).status).toBe(400);
    expect((await replay({ [SIGNATURE_HEADER]: signature }, body.replace('Asha', 'Mallory'))).status).toBe(
      400,
    );
    expect(
      (
        await replay({
          [SIGNATURE_HEADER]: signWebhook('another-secret-entirely', body, sixMinutesAgo + 360),
        })
      ).status,
    ).toBe(400);
    expect((await replay({ [SIGNATURE_HEADER]: signature })).status).toBe(200);
  });

  it('tells the experts the delivery in npm run enquiries', async () => {
    const { stdout } = await runEnquiriesCli(app.config.database, ['--format', 'json']);
    const listed = (
      JSON.parse(stdout) as { id: string; delivery: { kind: string; status: string }[] }[]
    ).find((enquiry) => enquiry.id === id);

    expect(listed?.delivery).toEqual([
      expect.objectContaining({ kind: 'acknowledgement', status: 'sent', attempts: 1 }),
      expect.objectContaining({ kind: 'team', status: 'sent', attempts: 1 }),
      expect.objectContaining({ kind: 'webhook', status: 'sent', attempts: 1 }),
    ]);
  });
});

describe('spam', () => {
  it('is never queued nor sent', async () => {
    const honeypot = await send(
      modalEnquiry(destination, { full_name: 'Honey Pot', website: 'https://spam.example' }),
    );
    const tooFast = await send(modalEnquiry(destination, { full_name: 'Speedy Bot', form_duration_ms: 300 }));
    // A real enquiry sent after them, delivered: the worker has been through the queue since.
    const real = await send(modalEnquiry(destination));
    await eventually(delivered(real), 'the real enquiry is delivered');

    expect(
      await app.db
        .selectFrom('enquiry_outbox')
        .where('enquiry_id', 'in', [honeypot, tooFast])
        .select('kind')
        .execute(),
    ).toEqual([]);
    const everything = [
      ...mail.received.map(({ mail: parsed }) => parsed.text ?? ''),
      ...webhookCalls.map(({ body }) => body),
    ];
    expect(everything.join('\n')).not.toMatch(/Honey Pot|Speedy Bot/);
  });
});

describe('with the mail server down', () => {
  it('retries with backoff and delivers each email once when it is back', async () => {
    const { port } = mail;
    await mail.stop();
    const id = await send(modalEnquiry(destination, { email: 'patient@example.com' }));
    await eventually(
      async () => (await messagesOf(id)).some((message) => message.kind === 'team' && message.attempts >= 2),
      'two attempts have failed',
    );
    const team = (await messagesOf(id)).find((message) => message.kind === 'team');
    expect(team?.status).not.toBe('failed');
    expect(team?.last_error).toMatch(/ECONNREFUSED|connect/i);

    mail = await startMailServer({ port });
    await eventually(delivered(id), 'the enquiry is delivered once the server is back');

    expect(mailOf(id, 'team')).toHaveLength(1);
    expect(mailOf(id, 'acknowledgement')).toHaveLength(1);
  });

  it('fails a message for good after the last attempt, logs it without personal data, and --retry sends it', async () => {
    const { port } = mail;
    await mail.stop();
    let mailDown = true;
    const errors = jest.spyOn(app.app.log, 'error');
    const warnings = jest.spyOn(app.app.log, 'warn');
    try {
      const id = await send(
        modalEnquiry(destination, { full_name: 'Given Up', email: 'given.up@example.com' }),
      );
      const logged = () => JSON.stringify([...errors.mock.calls, ...warnings.mock.calls]);
      // The worker logs a failure just after storing it: another connection may read the row first.
      await eventually(
        async () =>
          (await messagesOf(id)).filter((message) => message.status === 'failed').length === 2 &&
          logged().split('Enquiry message failed for good').length === 3,
        'both emails have failed for good, and each is logged',
      );
      expect(await messagesOf(id)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'team', status: 'failed', attempts: MAX_ATTEMPTS }),
          expect.objectContaining({ kind: 'webhook', status: 'sent' }),
        ]),
      );
      expect(logged()).not.toMatch(/Given Up|given\.up@example\.com|\+91/);

      const { stdout: table } = await runEnquiriesCli(app.config.database, []);
      expect(table).toMatch(new RegExp(`FAILED after ${MAX_ATTEMPTS} tries`));

      mail = await startMailServer({ port });
      mailDown = false;
      const { stdout } = await runEnquiriesCli(app.config.database, ['--retry', id]);
      expect(stdout).toBe('Queued 2 failed messages again: the running API sends them.\n');
      await eventually(delivered(id), 'the retried emails are delivered');
      expect(mailOf(id, 'team')).toHaveLength(1);
      expect(mailOf(id, 'acknowledgement')).toHaveLength(1);
    } finally {
      errors.mockRestore();
      warnings.mockRestore();
      // Back for the tests after this one, whatever failed here.
      if (mailDown) mail = await startMailServer({ port });
    }
  });
});

describe('one person’s data', () => {
  it('erasure removes their queued and sent messages', async () => {
    const id = await send(modalEnquiry(destination, { email: 'forget.me@example.com' }));
    await eventually(delivered(id), 'the enquiry is delivered');

    expect(await erasePersonData(app.db, 'Forget.Me@example.com')).toMatchObject({
      enquiries: 1,
      messages: 3,
    });
    expect(await messagesOf(id)).toEqual([]);
  });

  it('retention removes messages with their enquiry', async () => {
    const id = await send(modalEnquiry(destination));
    await eventually(delivered(id), 'the enquiry is delivered');
    const later = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);

    await pruneExpired(app.db, later, { retentionDays: 1 });
    expect(await messagesOf(id)).toEqual([]);
  });
});

describe('retryDelayMs', () => {
  it('doubles from the first wait, up to an hour', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, { retryBaseMs: 30_000 }))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelayMs(20, { retryBaseMs: 30_000 })).toBe(60 * 60 * 1000);
  });
});
