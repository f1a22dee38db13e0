import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { loadConfig } from '../config';
import { createDatabase, type Database } from '../db/database';
import {
  modalEnquiry,
  postEnquiry,
  useDestinations,
  type FixtureDestination,
} from '../routes/enquiries/enquiry-fixtures';
import { buildCompiledApi, type CompiledApi, type CompiledApiProcess } from '../testing/compiled-api';
import { eventually } from '../testing/eventually';
import { startMailServer, type TestMailServer } from '../testing/mail-server';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { EMAIL_RESENDS_AFTER_UNKNOWN_OUTCOME } from './queue';

// Builds the API, then starts it three times on one database.
jest.setTimeout(90_000);

let compiled: CompiledApi;
let database: TestDatabase;
let mediaDir: string;
let db: Kysely<Database>;
let mail: TestMailServer;
let api: CompiledApiProcess | undefined;

const teamMessageId = (id: string) => `<${id}.team@aurelia.example>`;
/** The traveller whose enquiry's team email kills the API sending it. */
const traveller = 'Kim Killswitch';

const messageOf = (id: string, kind: 'team' | 'acknowledgement') =>
  db
    .selectFrom('enquiry_outbox')
    .selectAll()
    .where('enquiry_id', '=', id)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
const statusOf = async (id: string, kind: 'team' | 'acknowledgement') => (await messageOf(id, kind)).status;

beforeAll(async () => {
  compiled = await buildCompiledApi();
  database = await createTestDatabase();
  mediaDir = await mkdtemp(path.join(tmpdir(), 'lux-api-lost-outcome-'));
  db = createDatabase(loadConfig({ ...database.env, MEDIA_DIR: mediaDir }).database, { warn: () => {} });
  // The server has the whole message, and the API dies before the server's answer reaches it: the
  // send happened, the record of it never will. (Once the acknowledgement, sent beside it, is
  // recorded: only the team email's outcome is lost.)
  mail = await startMailServer({
    beforeReply: async ({ mail: parsed }) => {
      if (!parsed.subject?.endsWith(traveller)) return true;
      const id = String(parsed.headers.get('x-enquiry-id'));
      await eventually(
        async () => (await statusOf(id, 'acknowledgement')) === 'sent',
        'the acknowledgement is recorded',
      );
      api?.process.kill('SIGKILL');
      return false;
    },
  });
});
afterAll(async () => {
  await compiled?.remove();
  await mail?.stop();
  await db?.destroy();
  await database?.drop();
  await rm(mediaDir, { recursive: true, force: true });
});

const start = async () => {
  api = await compiled.start({
    ...database.env,
    MEDIA_DIR: mediaDir,
    SMTP_URL: mail.url,
    ENQUIRY_MAIL_FROM: 'enquiries@aurelia.example',
    ENQUIRY_NOTIFY_TO: 'experts@aurelia.example',
    ENQUIRY_DELIVERY_RETRY_MS: '100',
    // Short, so that the next instance takes a claim of the dead one over within a second.
    ENQUIRY_DELIVERY_LEASE_MS: '1000',
  });
  return api;
};

it('resends an email whose outcome was lost once, with the same Message-ID, and never a third time', async () => {
  const first = await start();
  const [destination] = (await useDestinations(db)) as [FixtureDestination];
  const response = await postEnquiry(first.origin, modalEnquiry(destination, { full_name: traveller }));
  const watched = response.json<{ id: string }>().id;
  expect(await first.exited).not.toBe(0);

  // Sent, unrecorded: the claim is all that is left, and it says so.
  expect(mail.copiesOf(teamMessageId(watched))).toBe(1);
  expect(await messageOf(watched, 'team')).toMatchObject({ status: 'sending', attempts: 1 });

  // The next instance takes the run-out claim over and sends once more: SMTP cannot ask whether the
  // first arrived, and a missed enquiry costs more than a repeat a mail client may fold by its
  // Message-ID. This one dies before its record too.
  const second = await start();
  expect(await second.exited).not.toBe(0);
  expect(mail.copiesOf(teamMessageId(watched))).toBe(1 + EMAIL_RESENDS_AFTER_UNKNOWN_OUTCOME);

  // Twice unknown: failed for the experts to see, not sent a third time.
  await start();
  await eventually(async () => (await messageOf(watched, 'team')).status === 'failed', 'the email is failed');
  expect(await messageOf(watched, 'team')).toMatchObject({
    attempts: 2,
    unknown_outcomes: 2,
    last_error: 'The process sending it stopped before it knew whether it was sent',
  });
  expect(mail.copiesOf(teamMessageId(watched))).toBe(2);
  // The acknowledgement, recorded before each death, went out once.
  expect(await statusOf(watched, 'acknowledgement')).toBe('sent');
  expect(mail.copiesOf(`<${watched}.acknowledgement@aurelia.example>`)).toBe(1);
});
