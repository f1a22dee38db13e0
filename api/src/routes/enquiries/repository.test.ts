import { buildTestApp, type TestApp } from '../../testing/test-app';
import { countStored } from './enquiry-fixtures';
import { createEnquiryWriter, type EnquiryFields } from './repository';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const fields = (full_name: string): EnquiryFields => ({
  form_kind: 'modal',
  destination_slug: 'testland',
  destination_name: 'Testland',
  travel_month: null,
  travel_year: null,
  duration: null,
  pax: null,
  comments: null,
  source: null,
  full_name,
  email: 'writer@example.com',
  country_code: 'in',
  phone: '',
  newsletter_signup: 0,
});

// What the writer does with the outbox is the outbox's tests' concern.
const nothingToSend = { kinds: [], wake: () => undefined };

describe('createEnquiryWriter', () => {
  it('stores enquiries sent together, and fails only the one the database refuses', async () => {
    const writer = createEnquiryWriter(testApp.db, nothingToSend);
    const before = await countStored(testApp.db);
    const broken = { ...fields('Broken'), form_kind: 'postcard' as 'modal' };

    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, index) =>
        writer.store(index === 5 ? broken : fields(`Together ${index}`)),
      ),
    );

    expect(results.map((result) => result.status)).toEqual(
      Array.from({ length: 12 }, (_, index) => (index === 5 ? 'rejected' : 'fulfilled')),
    );
    expect(await countStored(testApp.db)).toEqual({ ...before, enquiries: before.enquiries + 11 });
    const ids = results.flatMap((result) =>
      result.status === 'fulfilled' && result.value.outcome === 'created' ? [result.value.id] : [],
    );
    const stored = await testApp.db.selectFrom('enquiries').select('id').where('id', 'in', ids).execute();
    expect(stored).toHaveLength(11);
  });

  it('commits enquiries that arrive while it waits for its turn together, once', async () => {
    // SQLite's commits hold the event loop: requests read in the same turn (a burst) must share one.
    const writer = createEnquiryWriter(testApp.db, nothingToSend);
    const transactions = jest.spyOn(testApp.db, 'transaction');
    try {
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, index) => writer.store(fields(`Burst ${index}`))),
      );
      expect(results.every((result) => result.outcome === 'created')).toBe(true);
      expect(transactions).toHaveBeenCalledTimes(1);
    } finally {
      transactions.mockRestore();
    }
  });

  it('settles the same key twice in one batch as one enquiry', async () => {
    const writer = createEnquiryWriter(testApp.db, nothingToSend);
    const idempotency = { key: 'same-batch', payloadHash: 'a'.repeat(64) };
    // The first write is committed alone; everything sent while it is under way goes in one batch.
    const [, first, second, other] = await Promise.all([
      writer.store(fields('Ahead')),
      writer.store(fields('Same Batch'), { idempotency }),
      writer.store(fields('Same Batch'), { idempotency }),
      writer.store(fields('Same Batch'), { idempotency: { ...idempotency, payloadHash: 'b'.repeat(64) } }),
    ]);

    expect(first.outcome).toBe('created');
    expect(second).toEqual({ outcome: 'replayed', id: 'id' in first ? first.id : undefined });
    expect(other).toEqual({ outcome: 'key_reused' });
    const rows = await testApp.db
      .selectFrom('enquiries')
      .select('id')
      .where('full_name', '=', 'Same Batch')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps spam in its own table', async () => {
    const writer = createEnquiryWriter(testApp.db, nothingToSend);
    const outcome = await writer.store(fields('Bot'), {
      spam: { reason: 'too_fast', website: '', form_duration_ms: 400 },
    });

    const id = outcome.outcome === 'created' ? outcome.id : '';
    expect(
      await testApp.db.selectFrom('enquiries').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await testApp.db
        .selectFrom('spam_enquiries')
        .select(['spam_reason', 'form_duration_ms'])
        .where('id', '=', id)
        .executeTakeFirst(),
    ).toEqual({ spam_reason: 'too_fast', form_duration_ms: 400 });
  });
});
