import { createHmac } from 'node:crypto';
import { multiLineMessage, singleLineMessage } from '@lux/shared/contract';
import { createDatabase } from '../../db/database';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import {
  countStored,
  fullEnquiry,
  modalEnquiry,
  postEnquiry,
  useDestinations,
  type FixtureDestination,
} from './enquiry-fixtures';
import { ENQUIRY_BODY_LIMIT_BYTES, MIN_FILL_TIME_MS } from './routes';

let testApp: TestApp;
/** What the site's own servers share with the API. */
const proxySecret = 'the-site-and-its-api-only';
let testland: FixtureDestination;
let mockovia: FixtureDestination;
/** A country whose name has an accent and an apostrophe, and a slug unlike it. */
let accented: FixtureDestination;
/** Every id a 201 handed out in this file; each must be stored. */
const acknowledged = new Set<string>();

beforeAll(async () => {
  testApp = await buildTestApp({
    env: { ENQUIRY_RATE_LIMIT_MAX: '100000', PROXY_SECRET: proxySecret },
  });
  const destinations = await useDestinations(testApp.db);
  [accented, testland, mockovia] = destinations as [
    FixtureDestination,
    FixtureDestination,
    FixtureDestination,
  ];
});
afterAll(async () => {
  await testApp.close();
});

const post = async (body: unknown, headers?: Record<string, string>) => {
  const response = await postEnquiry(testApp.origin, body, headers);
  if (response.status === 201) acknowledged.add(response.json<{ id: string }>().id);
  return response;
};

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const thisYear = new Date().getUTCFullYear();

/** Posts `body`, expects a 400 naming `field`, and checks nothing was stored. */
async function expectRejected(body: unknown, field: string, message?: string | RegExp) {
  const before = await countStored(testApp.db);
  const response = await post(body);

  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const error = response.json<{ fieldErrors: Record<string, string> }>();
  expect(error).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
  expect(Object.keys(error.fieldErrors)).toContain(field);
  if (message) expect(error.fieldErrors[field]).toMatch(message);
  expect(await countStored(testApp.db)).toEqual(before);
}

const without = (payload: Record<string, unknown>, field: string) => {
  const { [field]: _removed, ...rest } = payload;
  return rest;
};

describe('POST /api/v1/enquiries/ with valid payloads', () => {
  it('stores a full-form enquiry with every field and answers 201 with a random id', async () => {
    const payload = fullEnquiry(testland);
    const response = await post(payload);

    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { id } = response.json<{ id: string }>();
    expect(response.json()).toEqual({ id: expect.stringMatching(uuid) });

    const row = await testApp.db
      .selectFrom('enquiries')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect({ ...row, newsletter_signup: Boolean(row.newsletter_signup) }).toMatchObject({
      form_kind: 'full',
      destination_slug: testland.slug,
      destination_name: testland.name,
      travel_month: 'october',
      travel_year: thisYear + 1,
      duration: '10 Nights',
      pax: '2',
      comments: payload.comments,
      source: 'travel-press',
      full_name: 'Asha Rao',
      email: 'asha.rao@example.com',
      country_code: 'in',
      phone: '+91 98200 12345',
      newsletter_signup: true,
    });
    const receivedAt = new Date(row.created_at).getTime();
    expect(Math.abs(Date.now() - receivedAt)).toBeLessThan(60_000);
  });

  it('stores what the visitor sees, without the invisible marks pasted with it', async () => {
    const response = await post(
      modalEnquiry(testland, {
        // A name with a right-to-left override that would make it read "Asha exe.png" in an inbox, a
        // number as a phone's contacts copy it, and a destination with a right-to-left mark in it.
        full_name: 'Asha \u202egnp.exe',
        phone: '\u202a+44 20 7946 0958\u202c',
        destination: `${testland.name.slice(0, 2)}\u200f${testland.name.slice(2)}`,
      }),
    );

    expect(response.status).toBe(201);
    const row = await testApp.db
      .selectFrom('enquiries')
      .selectAll()
      .where('id', '=', response.json<{ id: string }>().id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      full_name: 'Asha gnp.exe',
      phone: '+44 20 7946 0958',
      destination_slug: testland.slug,
    });
  });

  it('stores the newsletter consent as given, and an unticked box as no', async () => {
    const { id } = (await post(fullEnquiry(testland, { newsletter_signup: false, source: '' }))).json<{
      id: string;
    }>();
    const row = await testApp.db
      .selectFrom('enquiries')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

    expect(Boolean(row.newsletter_signup)).toBe(false);
    expect(row.source).toBeNull();
  });

  it('stores a modal enquiry, matching its destination label whatever the case', async () => {
    const response = await post(modalEnquiry(accented, { destination: `  ${accented.name.toUpperCase()} ` }));

    expect(response.status).toBe(201);
    const { id } = response.json<{ id: string }>();
    const row = await testApp.db
      .selectFrom('enquiries')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect({ ...row, newsletter_signup: Boolean(row.newsletter_signup) }).toMatchObject({
      form_kind: 'modal',
      destination_slug: accented.slug,
      destination_name: accented.name,
      travel_month: null,
      travel_year: null,
      duration: null,
      pax: null,
      comments: null,
      source: null,
      full_name: 'Tom Hale',
      country_code: 'uk',
      phone: '',
      // The modal never asks, so it is never a yes.
      newsletter_signup: false,
    });
  });

  it('accepts a form left open for days', async () => {
    const response = await post(modalEnquiry(testland, { form_duration_ms: 5 * 86_400_000 }));
    expect(response.status).toBe(201);
  });

  it('accepts a payload without the honeypot, and the charset parameter of JSON', async () => {
    const response = await post(without(modalEnquiry(testland), 'website'), {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(response.status).toBe(201);
    const { id } = response.json<{ id: string }>();
    expect(
      await testApp.db.selectFrom('enquiries').select('id').where('id', '=', id).executeTakeFirst(),
    ).toEqual({
      id,
    });
  });

  it('stores injection attempts verbatim, as harmless text', async () => {
    const hostile = {
      full_name: `Robert'); DROP TABLE enquiries;--`,
      duration: `"; SELECT * FROM enquiries; --`,
      comments: `<script>alert('x')</script> <img src=x onerror=alert(1)> ' OR '1'='1 \\ %_ \${7*7} {{7*7}}`,
    };
    const response = await post(fullEnquiry(testland, hostile));

    expect(response.status).toBe(201);
    const row = await testApp.db
      .selectFrom('enquiries')
      .select(['full_name', 'duration', 'comments'])
      .where('id', '=', response.json<{ id: string }>().id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual(hostile);
    expect((await countStored(testApp.db)).enquiries).toBeGreaterThan(0);
  });

  it.each([
    ['line feeds', 'Dear team,\nwe would love a ryokan.\n\nThank you'],
    ['CR LF line breaks', 'Dear team,\r\nwe would love a ryokan.'],
  ])('stores comments with %s as sent', async (_case, comments) => {
    const response = await post(fullEnquiry(testland, { comments }));

    expect(response.status).toBe(201);
    const row = await testApp.db
      .selectFrom('enquiries')
      .select('comments')
      .where('id', '=', response.json<{ id: string }>().id)
      .executeTakeFirstOrThrow();
    expect(row.comments).toBe(comments);
  });

  it('keeps non-Latin names and emoji exactly', async () => {
    const full_name = 'Zoë 山田 Ólafsdóttir 🌏';
    const { id } = (await post(modalEnquiry(testland, { full_name }))).json<{ id: string }>();
    const row = await testApp.db
      .selectFrom('enquiries')
      .select('full_name')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.full_name).toBe(full_name);
  });
});

describe('POST /api/v1/enquiries/ validation (400 with a message per field, nothing stored)', () => {
  const fullRequired = [
    'destination',
    'travel_month',
    'travel_year',
    'duration',
    'pax',
    'full_name',
    'email',
    'country_code',
    'newsletter_signup',
  ];
  const modalRequired = ['full_name', 'email', 'country_code', 'destination'];

  it.each(fullRequired)('full form: rejects a missing %s', async (field) => {
    await expectRejected(without(fullEnquiry(testland), field), field, 'This field is required.');
  });

  it.each(modalRequired)('modal: rejects a missing %s', async (field) => {
    await expectRejected(without(modalEnquiry(testland), field), field, 'This field is required.');
  });

  it.each(['destination', 'duration', 'full_name', 'pax'])('full form: rejects a blank %s', async (field) => {
    await expectRejected(fullEnquiry(testland, { [field]: '   ' }), field, 'This field is required.');
  });

  it('names every bad field at once', async () => {
    const response = await post(fullEnquiry(testland, { email: 'nope', full_name: '', pax: 3 }));
    expect(response.status).toBe(400);
    expect(Object.keys(response.json<{ fieldErrors: object }>().fieldErrors).sort()).toEqual([
      'email',
      'full_name',
      'pax',
    ]);
  });

  it.each([
    ['no at sign', 'asha.example.com'],
    ['no domain', 'asha@'],
    ['spaces', 'asha rao@example.com'],
    ['two at signs', 'a@b@example.com'],
  ])('rejects an email with %s', async (_case, email) => {
    await expectRejected(fullEnquiry(testland, { email }), 'email', 'Enter a valid email address.');
    await expectRejected(modalEnquiry(testland, { email }), 'email', 'Enter a valid email address.');
  });

  it.each(['gb', 'IN', '+91', ''])('rejects the country code %j', async (country_code) => {
    await expectRejected(
      fullEnquiry(testland, { country_code }),
      'country_code',
      'Must be one of: in, uk, us.',
    );
    await expectRejected(modalEnquiry(testland, { country_code }), 'country_code');
  });

  it('rejects a phone number with letters', async () => {
    await expectRejected(modalEnquiry(testland, { phone: 'call me maybe' }), 'phone');
  });

  it.each([
    ['full_name', 121],
    ['email', 255],
    ['duration', 61],
    ['comments', 4001],
    ['phone', 31],
    ['website', 501],
  ])('rejects an oversize %s (%i characters)', async (field, length) => {
    const value = field === 'email' ? `${'a'.repeat(length - 12)}@example.com` : '1'.repeat(length);
    await expectRejected(fullEnquiry(testland, { [field]: value }), field, /at most/);
  });

  it.each([
    ['newsletter_signup as a string', 'newsletter_signup', 'true', 'Must be a boolean.'],
    ['newsletter_signup as a number', 'newsletter_signup', 1, 'Must be a boolean.'],
    ['full_name as a number', 'full_name', 42, 'Must be a string.'],
    ['travel_year as a number', 'travel_year', thisYear, 'Must be a string.'],
    ['comments as an object', 'comments', { text: 'hi' }, 'Must be a string.'],
    ['destination as a list', 'destination', ['testland'], 'Must be a string.'],
    ['email as null', 'email', null, 'Must be a string.'],
    ['form_duration_ms as a string', 'form_duration_ms', '30000', 'Must be a number.'],
    ['form_duration_ms negative', 'form_duration_ms', -5, /at least/],
  ])('rejects %s', async (_case, field, value, message) => {
    await expectRejected(fullEnquiry(testland, { [field]: value }), field, message);
  });

  it('rejects fields neither form has, on both forms', async () => {
    await expectRejected(
      { ...fullEnquiry(testland), is_admin: true },
      'is_admin',
      'This field is not part of the form.',
    );
    await expectRejected({ ...modalEnquiry(testland), ip: '1.2.3.4' }, 'ip');
  });

  it('rejects a modal payload carrying only some travel details as an incomplete full form', async () => {
    await expectRejected(
      { ...modalEnquiry(testland), travel_month: 'may' },
      'travel_year',
      'This field is required.',
    );
  });

  it.each([
    ['full form, an unknown slug', () => fullEnquiry(testland, { destination: 'atlantis' })],
    ['full form, the label instead of the slug', () => fullEnquiry(accented, { destination: accented.name })],
    ['modal, an unknown label', () => modalEnquiry(testland, { destination: 'Atlantis' })],
    ['modal, the slug instead of the label', () => modalEnquiry(accented, { destination: accented.slug })],
    ['modal, an SQL wildcard', () => modalEnquiry(testland, { destination: '%' })],
    ['modal, the name without its accent', () => modalEnquiry(accented, { destination: "Cote d'Essai" })],
  ])('rejects an unknown destination (%s)', async (_case, payload) => {
    await expectRejected(payload(), 'destination', 'Choose a destination from the list.');
  });

  it.each([
    ['travel_month', 'Smarch'],
    ['travel_month', 'October'],
    ['travel_year', String(thisYear - 1)],
    ['travel_year', String(thisYear + 3)],
    ['travel_year', 'next'],
    ['pax', '0'],
    ['pax', '11'],
    ['pax', '2 travellers'],
    ['source', 'Search engine'],
  ])('rejects %s %j, not one of the options', async (field, value) => {
    await expectRejected(fullEnquiry(testland, { [field]: value }), field, /from the list/);
  });

  it.each([
    ['a CR/LF that would add a mail header', 'X\r\nBcc: victim@example.com'],
    ['a NUL byte', 'Asha\u0000Rao'],
    ['a terminal escape', 'Asha\u001b[2J'],
    ['a lone surrogate', 'Asha \ud800'],
  ])('rejects a name with %s, on both forms', async (_case, full_name) => {
    await expectRejected(fullEnquiry(testland, { full_name }), 'full_name', singleLineMessage);
    await expectRejected(modalEnquiry(testland, { full_name }), 'full_name', singleLineMessage);
  });

  it.each([
    ['duration', '10 Nights\nplus 2'],
    ['phone', '+91\t98200 12345'],
    ['email', 'asha.rao@exam\u2028ple.com'],
  ])('rejects a line break or control character in %s', async (field, value) => {
    await expectRejected(fullEnquiry(testland, { [field]: value }), field, singleLineMessage);
  });

  it('rejects control characters other than line breaks in comments', async () => {
    await expectRejected(
      fullEnquiry(testland, { comments: 'Hello\u001b[2J there' }),
      'comments',
      multiLineMessage,
    );
  });

  it.each([
    ['an array', '[]'],
    ['a string', '"hello"'],
    ['null', 'null'],
    ['a number', '42'],
  ])('rejects a JSON body that is %s', async (_case, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The enquiry must be a JSON object.',
      fieldErrors: {},
    });
  });
});

describe('POST /api/v1/enquiries/ transport errors', () => {
  it.each([
    ['text/plain', 'text/plain'],
    ['a form post', 'application/x-www-form-urlencoded'],
    ['a JSON look-alike', 'application/jsonp'],
  ])('answers 415 to %s and stores nothing', async (_case, contentType) => {
    const before = await countStored(testApp.db);
    const response = await post(JSON.stringify(modalEnquiry(testland)), { 'content-type': contentType });

    expect(response.status).toBe(415);
    expect(response.json()).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
    expect(await countStored(testApp.db)).toEqual(before);
  });

  it('answers 415 when there is no content type', async () => {
    const response = await fetch(`${testApp.origin}/api/v1/enquiries/`, {
      method: 'POST',
      body: new Blob([JSON.stringify(modalEnquiry(testland))]),
    });
    expect(response.status).toBe(415);
  });

  it.each([
    ['malformed JSON', '{"full_name": "Asha",'],
    ['an empty body', ''],
    ['a prototype-poisoning key', '{"__proto__": {"admin": true}}'],
  ])('answers 400 to %s', async (_case, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('answers 413 to a body over 16 KB and stores nothing', async () => {
    const before = await countStored(testApp.db);
    const response = await post(fullEnquiry(testland, { comments: 'x'.repeat(ENQUIRY_BODY_LIMIT_BYTES) }));

    expect(response.status).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
    expect(await countStored(testApp.db)).toEqual(before);
  });

  it('still reads a body just under the limit (and finds its comments too long)', async () => {
    const base = JSON.stringify(fullEnquiry(testland, { comments: '' }));
    const comments = 'x'.repeat(ENQUIRY_BODY_LIMIT_BYTES - base.length);
    await expectRejected(fullEnquiry(testland, { comments }), 'comments', /at most 4000/);
  });
});

describe('Idempotency-Key', () => {
  it('answers a retry with the same id and stores one enquiry', async () => {
    const payload = fullEnquiry(testland, { full_name: 'Retry Once' });
    const headers = { 'idempotency-key': 'retry-once-7f1c' };
    const first = await post(payload, headers);
    const again = await post(payload, headers);

    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.json()).toEqual(first.json());
    const rows = await testApp.db
      .selectFrom('enquiries')
      .select('id')
      .where('full_name', '=', 'Retry Once')
      .execute();
    expect(rows).toEqual([first.json()]);
  });

  it('answers 422 to the same key with a different payload, storing nothing more', async () => {
    const headers = { 'idempotency-key': 'reused-key-1' };
    const first = await post(modalEnquiry(testland, { full_name: 'First Payload' }), headers);
    const before = await countStored(testApp.db);
    const second = await post(modalEnquiry(testland, { full_name: 'Second Payload' }), headers);

    expect(first.status).toBe(201);
    expect(second.status).toBe(422);
    expect(second.json()).toEqual({
      statusCode: 422,
      error: 'Unprocessable Entity',
      message: 'This Idempotency-Key was already used for a different enquiry.',
    });
    expect(await countStored(testApp.db)).toEqual(before);
  });

  it('stores one enquiry when copies of a request race each mockovia', async () => {
    const payload = fullEnquiry(mockovia, { full_name: 'Racing Copies' });
    const headers = { 'idempotency-key': 'race-0b6e9d1a' };
    const responses = await Promise.all(Array.from({ length: 20 }, () => post(payload, headers)));

    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201));
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    const rows = await testApp.db
      .selectFrom('enquiries')
      .select('id')
      .where('full_name', '=', 'Racing Copies')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('treats the same payload under different keys as two enquiries', async () => {
    const payload = modalEnquiry(testland, { full_name: 'Two Keys' });
    const first = await post(payload, { 'idempotency-key': 'two-keys-a' });
    const second = await post(payload, { 'idempotency-key': 'two-keys-b' });

    expect(second.json()).not.toEqual(first.json());
    const rows = await testApp.db
      .selectFrom('enquiries')
      .select('id')
      .where('full_name', '=', 'Two Keys')
      .execute();
    expect(rows).toHaveLength(2);
  });

  it.each([
    ['empty', ''],
    ['over 100 characters', 'k'.repeat(101)],
    ['with spaces', 'two words'],
  ])('answers 400 to a key that is %s', async (_case, key) => {
    const before = await countStored(testApp.db);
    const response = await post(modalEnquiry(testland), { 'idempotency-key': key });

    expect(response.status).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/Idempotency-Key/);
    expect(await countStored(testApp.db)).toEqual(before);
  });
});

describe('spam', () => {
  const spamRow = (id: string) =>
    testApp.db.selectFrom('spam_enquiries').selectAll().where('id', '=', id).executeTakeFirst();
  const realRow = (id: string) =>
    testApp.db.selectFrom('enquiries').select('id').where('id', '=', id).executeTakeFirst();

  it('answers a filled honeypot like any enquiry but keeps it apart', async () => {
    const response = await post(fullEnquiry(testland, { website: 'https://cheap-pills.example' }));

    expect(response.status).toBe(201);
    expect(response.json()).toEqual({ id: expect.stringMatching(uuid) });
    const { id } = response.json<{ id: string }>();
    expect(await realRow(id)).toBeUndefined();
    expect(await spamRow(id)).toMatchObject({
      spam_reason: 'honeypot',
      website: 'https://cheap-pills.example',
    });
  });

  it('keeps a form sent faster than a person could fill it apart', async () => {
    const response = await post(modalEnquiry(testland, { form_duration_ms: MIN_FILL_TIME_MS - 1 }));

    expect(response.status).toBe(201);
    const { id } = response.json<{ id: string }>();
    expect(await realRow(id)).toBeUndefined();
    expect(await spamRow(id)).toMatchObject({
      spam_reason: 'too_fast',
      form_duration_ms: MIN_FILL_TIME_MS - 1,
    });
  });

  it.each([
    ['the modal', () => modalEnquiry(testland)],
    ['the full form', () => fullEnquiry(testland)],
  ])('keeps %s sent without saying how long it was open apart, as too fast', async (_case, payload) => {
    const response = await post(without(payload(), 'form_duration_ms'));

    expect(response.status).toBe(201);
    expect(response.json()).toEqual({ id: expect.stringMatching(uuid) });
    const { id } = response.json<{ id: string }>();
    expect(await realRow(id)).toBeUndefined();
    expect(await spamRow(id)).toMatchObject({ spam_reason: 'too_fast', form_duration_ms: null });
  });

  it('takes a form filled in exactly the minimum time as real', async () => {
    const response = await post(modalEnquiry(testland, { form_duration_ms: MIN_FILL_TIME_MS }));
    const { id } = response.json<{ id: string }>();
    expect(await realRow(id)).toEqual({ id });
    expect(await spamRow(id)).toBeUndefined();
  });

  describe('the enquiry page posted without the app, vouched for by the site server', () => {
    const signed = (key: string, secret = proxySecret) => ({
      'idempotency-key': key,
      'x-form-post': createHmac('sha256', secret).update(key).digest('hex'),
    });
    const withoutFillTime = () => without(fullEnquiry(testland), 'form_duration_ms');

    it('takes it as real: a browser posting the form itself cannot say how long it was open', async () => {
      const response = await post(withoutFillTime(), signed('form-post-1'));

      expect(response.status).toBe(201);
      const { id } = response.json<{ id: string }>();
      expect(await realRow(id)).toEqual({ id });
      expect(await spamRow(id)).toBeUndefined();
    });

    it.each([
      ['signed with another secret', signed('form-post-2', 'a-guess-at-the-secret')],
      ['signed for another key', { ...signed('form-post-3'), 'idempotency-key': 'form-post-4' }],
      ['with a signature that is not hex', { 'idempotency-key': 'form-post-5', 'x-form-post': 'yes' }],
      ['with a signature but no key', { 'x-form-post': signed('form-post-6')['x-form-post'] }],
    ])('keeps one %s apart, as too fast', async (_case, headers) => {
      const response = await post(withoutFillTime(), headers);

      expect(response.status).toBe(201);
      const { id } = response.json<{ id: string }>();
      expect(await realRow(id)).toBeUndefined();
      expect(await spamRow(id)).toMatchObject({ spam_reason: 'too_fast' });
    });

    it('still keeps one that filled the honeypot apart', async () => {
      const response = await post(
        { ...withoutFillTime(), website: 'https://cheap-pills.example' },
        signed('form-post-7'),
      );

      const { id } = response.json<{ id: string }>();
      expect(await realRow(id)).toBeUndefined();
      expect(await spamRow(id)).toMatchObject({ spam_reason: 'honeypot' });
    });
  });

  it('answers a retried spam submission with the same id', async () => {
    const payload = modalEnquiry(testland, { website: 'x' });
    const headers = { 'idempotency-key': 'spam-retry' };
    const first = await post(payload, headers);
    const again = await post(payload, headers);
    expect(again.json()).toEqual(first.json());
  });
});

describe('what is stored', () => {
  it('has every acknowledged enquiry, including many sent at once', async () => {
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        post(
          index % 2 === 0
            ? fullEnquiry(testland, { full_name: `Burst ${index}` })
            : modalEnquiry(mockovia, { full_name: `Burst ${index}` }),
        ),
      ),
    );
    expect(burst.every((response) => response.status === 201)).toBe(true);

    const stored = new Set([
      ...(await testApp.db.selectFrom('enquiries').select('id').execute()).map((row) => row.id),
      ...(await testApp.db.selectFrom('spam_enquiries').select('id').execute()).map((row) => row.id),
    ]);
    expect(acknowledged.size).toBeGreaterThan(40);
    expect([...acknowledged].filter((id) => !stored.has(id))).toEqual([]);
    expect(stored.size).toBe(acknowledged.size);
  });

  it('keeps no IP address', async () => {
    const rows = await testApp.db.selectFrom('enquiries').selectAll().execute();
    const text = JSON.stringify(rows);
    expect(text).not.toContain('127.0.0.1');
    expect(text).not.toContain('::1');
  });
});

describe('rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({
      env: { ENQUIRY_RATE_LIMIT_MAX: '3', ENQUIRY_RATE_LIMIT_WINDOW_MS: '600000' },
    });
    const limitedDb = createDatabase(limited.config.database);
    try {
      await useDestinations(limitedDb);
    } finally {
      await limitedDb.destroy();
    }
  });
  afterAll(() => limited.close());

  it('answers 429 with Retry-After once a client has sent too many, bad ones included', async () => {
    const statuses = [];
    statuses.push((await postEnquiry(limited.origin, modalEnquiry(testland))).status);
    statuses.push((await postEnquiry(limited.origin, { bad: true })).status);
    statuses.push((await postEnquiry(limited.origin, modalEnquiry(testland))).status);
    const refused = await postEnquiry(
      limited.origin,
      modalEnquiry(testland, { full_name: 'Over The Limit' }),
    );

    expect(statuses).toEqual([201, 400, 201]);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(/^Too many enquiries from this address\. Please try again in /),
    });

    const limitedDb = createDatabase(limited.config.database);
    try {
      const rows = await limitedDb
        .selectFrom('enquiries')
        .select('id')
        .where('full_name', '=', 'Over The Limit')
        .execute();
      expect(rows).toEqual([]);
    } finally {
      await limitedDb.destroy();
    }
  });

  it('does not limit reading the options', async () => {
    const response = await limited.get('/api/v1/enquiry-options/');
    expect(response.status).toBe(200);
  });
});
