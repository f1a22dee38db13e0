import {
  countStored,
  fullEnquiry,
  modalEnquiry,
  postEnquiry,
  useDestinations,
  type FixtureDestination,
} from '../routes/enquiries/enquiry-fixtures';
import { runEnquiriesCli } from '../testing/enquiries-cli';
import { buildTestApp, type TestApp } from '../testing/test-app';
import { erasePersonData, findPersonData, type PersonData } from './person-data';

let testApp: TestApp;
let destination: FixtureDestination;

const asha = { full_name: 'Asha Rao', email: 'Asha.Rao@Example.com', phone: '+91 98200 12345' };
const ashasComments = 'Our anniversary trip: a ryokan with a private onsen, please.';
/** Ids the API gave Asha's submissions: two enquiries (one sent with a key) and one caught as spam. */
const ashas: { full: string; modal: string; spam: string } = { full: '', modal: '', spam: '' };
let tomsId: string;

const send = async (body: Record<string, unknown>, headers?: Record<string, string>) => {
  const response = await postEnquiry(testApp.origin, body, headers);
  expect(response.status).toBe(201);
  return response.json<{ id: string }>().id;
};

// Tests run the command, tsx and all, once or twice: a few seconds on a busy machine.
jest.setTimeout(20_000);
const cli = (args: string[]) => runEnquiriesCli(testApp.config.database, args);

beforeAll(async () => {
  testApp = await buildTestApp({ env: { ENQUIRY_RATE_LIMIT_MAX: '1000' } });
  [destination] = (await useDestinations(testApp.db)) as [FixtureDestination];
});
afterAll(async () => {
  await testApp.close();
});

// Asha's data is sent afresh for each test, as each may erase it.
let round = 0;
beforeEach(async () => {
  round += 1;
  ashas.full = await send(fullEnquiry(destination, { ...asha, comments: ashasComments }), {
    'idempotency-key': `asha-${round}`,
  });
  ashas.modal = await send(modalEnquiry(destination, { ...asha, email: 'asha.rao@example.com' }));
  ashas.spam = await send(modalEnquiry(destination, { ...asha, website: 'https://spam.example' }));
  tomsId = await send(modalEnquiry(destination), { 'idempotency-key': `tom-${round}` });
});
afterEach(() => erasePersonData(testApp.db, asha.email));

describe('findPersonData', () => {
  it('finds everything stored under an address, whatever its case and spaces', async () => {
    const data = await findPersonData(testApp.db, `  ${asha.email.toUpperCase()} `);

    expect(data.email).toBe('asha.rao@example.com');
    // Two sent within the same millisecond have no order to check.
    expect(data.enquiries.map((row) => row.id).sort()).toEqual([ashas.full, ashas.modal].sort());
    expect(data.spam_enquiries.map((row) => row.id)).toEqual([ashas.spam]);
    expect(data.idempotency_keys).toEqual([
      {
        idempotency_key: expect.stringMatching(/^asha-/),
        payload_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
        enquiry_id: ashas.full,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    ]);
    expect(JSON.stringify(data)).not.toContain(tomsId);
  });

  it('hands over every stored field of each', async () => {
    const { enquiries, spam_enquiries } = await findPersonData(testApp.db, asha.email);
    const full = enquiries.find((row) => row.id === ashas.full);
    const stored = await testApp.db
      .selectFrom('enquiries')
      .selectAll()
      .where('id', '=', ashas.full)
      .executeTakeFirst();

    expect(Object.keys(full ?? {}).sort()).toEqual(Object.keys(stored ?? {}).sort());
    expect(full).toMatchObject({
      ...asha,
      comments: ashasComments,
      form_kind: 'full',
      destination_slug: destination.slug,
      travel_month: 'october',
      newsletter_signup: true,
    });
    expect(spam_enquiries[0]).toMatchObject({
      full_name: asha.full_name,
      spam_reason: 'honeypot',
      website: 'https://spam.example',
    });
  });

  it('finds nothing for an address nobody gave', async () => {
    expect(await findPersonData(testApp.db, 'nobody@example.com')).toEqual({
      email: 'nobody@example.com',
      enquiries: [],
      spam_enquiries: [],
      idempotency_keys: [],
      messages: [],
    });
  });
});

describe('npm run enquiries -- --person', () => {
  it('prints everything stored about the person as JSON', async () => {
    const { stdout } = await cli(['--person', 'ASHA.RAO@example.com']);

    expect(JSON.parse(stdout)).toEqual(await findPersonData(testApp.db, asha.email));
    expect((JSON.parse(stdout) as PersonData).enquiries).toHaveLength(2);
  });
});

describe('npm run enquiries -- --erase', () => {
  it('without --yes, says what is stored, deletes nothing and exits 1', async () => {
    const before = await countStored(testApp.db);
    const failure = await cli(['--erase', asha.email]).then(
      () => undefined,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(
      /^Stored for this email address: 2 enquiries, 1 spam submission, 1 idempotency key and 4 queued or sent messages\.\n/,
    );
    expect(failure?.stderr).toContain(ashas.spam);
    expect(failure?.stderr).toContain('Nothing was deleted: run again with --yes to erase all of it.');
    for (const value of [...Object.values(asha), ashasComments]) expect(failure?.stderr).not.toContain(value);
    expect(await countStored(testApp.db)).toEqual(before);
  });

  it('with --yes, deletes all of it, and only it', async () => {
    const before = await countStored(testApp.db);
    const { stdout } = await cli(['--erase', ' asha.rao@EXAMPLE.com', '--yes']);

    expect(stdout).toBe(
      'Erased 2 enquiries, 1 spam submission, 1 idempotency key and 4 queued or sent messages.\n',
    );
    expect(await findPersonData(testApp.db, asha.email)).toMatchObject({
      enquiries: [],
      spam_enquiries: [],
      idempotency_keys: [],
      messages: [],
    });
    expect(await countStored(testApp.db)).toEqual({ enquiries: before.enquiries - 2, spam: before.spam - 1 });
    expect(
      await testApp.db.selectFrom('enquiries').select('id').where('id', '=', tomsId).execute(),
    ).toHaveLength(1);
    const tomsKey = await testApp.db
      .selectFrom('enquiry_idempotency_keys')
      .select('enquiry_id')
      .where('enquiry_id', '=', tomsId)
      .execute();
    expect(tomsKey).toHaveLength(1);

    const again = await cli(['--erase', asha.email, '--yes']);
    expect(again.stdout).toBe('Nothing is stored for this email address.\n');
  });
});
