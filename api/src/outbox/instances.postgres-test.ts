import { modalEnquiry, postEnquiry } from '../routes/enquiries/enquiry-fixtures';
import { eventually } from '../testing/eventually';
import { startMailServer, type TestMailServer } from '../testing/mail-server';
import { startTwoInstances, type TwoInstances } from '../testing/two-instances';
import { migrateToLatest } from '../db/migrate';
import { storeEnquiry } from '../privacy/privacy-fixtures';
import { databaseForThisFile } from '../testing/database-per-file';
import { claimDue, enqueueMessages } from './queue';

jest.setTimeout(30_000);

const COUNT = 30;

describe('delivery shared by two API instances on one PostgreSQL', () => {
  let mail: TestMailServer;
  let instances: TwoInstances;

  beforeAll(async () => {
    // Each answer a little slow, so that both instances find work queued while the other sends.
    mail = await startMailServer({
      beforeReply: () => new Promise((resolve) => setTimeout(resolve, 5, true)),
    });
    instances = await startTwoInstances({
      SMTP_URL: mail.url,
      ENQUIRY_MAIL_FROM: 'enquiries@aurelia.example',
      ENQUIRY_NOTIFY_TO: 'experts@aurelia.example',
      ENQUIRY_DELIVERY_RETRY_MS: '100',
      ENQUIRY_RATE_LIMIT_MAX: '1000',
    });
  });
  afterAll(async () => {
    await instances.close();
    await mail.stop();
  });

  it('sends each message once, whichever instance took the enquiry', async () => {
    const { first, secondOrigin, dbs, destination } = instances;
    const ids = await Promise.all(
      Array.from({ length: COUNT }, async (_, index) => {
        const response = await postEnquiry(
          index % 2 ? secondOrigin : first.origin,
          modalEnquiry(destination),
        );
        return response.json<{ id: string }>().id;
      }),
    );
    await eventually(async () => {
      const unsent = await dbs[0]
        .selectFrom('enquiry_outbox')
        .select('kind')
        .where('enquiry_id', 'in', ids)
        .where('status', '!=', 'sent')
        .execute();
      return unsent.length === 0;
    }, 'every message is sent');

    const messageIds = mail.received.map(({ mail: parsed }) => parsed.messageId);
    const expected = ids.flatMap((id) => [
      `<${id}.team@aurelia.example>`,
      `<${id}.acknowledgement@aurelia.example>`,
    ]);
    expect(messageIds.filter((messageId) => expected.includes(messageId ?? '')).sort()).toEqual(
      expected.sort(),
    );
  });
});

describe('claimDue on PostgreSQL', () => {
  // A database without an API on it: only the two claims below race for its messages.
  const database = databaseForThisFile();
  beforeAll(() => migrateToLatest(database.db, database.dialect));

  it('gives each due message to one of two claims made at the same moment', async () => {
    const { db } = database;
    const ids: string[] = [];
    for (let index = 0; index < 40; index += 1) {
      const id = await storeEnquiry(db, { created_at: new Date() });
      await enqueueMessages(db, id, new Date().toISOString(), ['team', 'acknowledgement']);
      ids.push(id);
    }
    const rules = { maxAttempts: 5, retryBaseMs: 100, leaseMs: 60_000 };
    // Each claim is a transaction on a connection of its own, as two instances' are.
    const claims = await Promise.all([
      claimDue(db, 'postgres', 50, rules),
      claimDue(db, 'postgres', 50, rules),
    ]);
    const claimed = claims.flatMap(({ claimed: messages }) =>
      messages.map(({ enquiryId, kind }) => `${enquiryId}.${kind}`),
    );

    expect(claimed).toHaveLength(80);
    expect(new Set(claimed).size).toBe(80);
    expect(claims.every(({ claimed: messages }) => messages.length > 0)).toBe(true);
  });
});
