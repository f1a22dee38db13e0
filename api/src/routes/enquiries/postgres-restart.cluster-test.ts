import { randomUUID } from 'node:crypto';
import { restartPostgres } from '../../testing/postgres-cluster';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { fullEnquiry, postEnquiry, useDestinations, type FixtureDestination } from './enquiry-fixtures';

// Runs on PostgreSQL only, alone (scripts/test-api.mjs): it restarts the whole cluster.

/** Clients posting at once, as a busy hour's visitors might. */
const CONCURRENCY = 30;
/** How many enquiries must be acknowledged before the restart, and again after it. */
const STEADY = 60;
const MARKER = 'Sent during a PostgreSQL restart test';

interface Answer {
  key: string;
  body: Record<string, unknown>;
  /** The HTTP status, or `dropped` when the connection failed without an answer. */
  status: number | 'dropped';
  retryAfter: string | null;
  /** The answer's JSON: `{ id }` for a 201, the error otherwise. */
  json?: { id?: string; message?: string };
  error?: string;
}

let testApp: TestApp;
let destination: FixtureDestination;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { ENQUIRY_RATE_LIMIT_MAX: '1000000' } });
  [destination] = (await useDestinations(testApp.db)) as [FixtureDestination];
});
afterAll(async () => {
  await testApp.close();
});

async function send(key: string, body: Record<string, unknown>): Promise<Answer> {
  try {
    const response = await postEnquiry(testApp.origin, body, { 'idempotency-key': key });
    const isJson = response.headers.get('content-type')?.startsWith('application/json');
    return {
      key,
      body,
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      json: isJson ? response.json() : undefined,
    };
  } catch (error) {
    return { key, body, status: 'dropped', retryAfter: null, error: String(error) };
  }
}

/**
 * Enquiries from CONCURRENCY clients, each posting its next one as soon as the last is answered, each
 * with its own Idempotency-Key and comments to find it by, until stopped.
 */
function startEnquiryStream() {
  const answers: Answer[] = [];
  const waiters: { done: () => boolean; resolve: () => void }[] = [];
  let stopping = false;

  const client = async () => {
    while (!stopping) {
      const key = randomUUID();
      answers.push(await send(key, fullEnquiry(destination, { comments: `${MARKER} ${key}` })));
      for (const waiter of waiters.filter(({ done }) => done())) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };
  const clients = Array.from({ length: CONCURRENCY }, client);

  return {
    answers,
    /** Resolves once `done` holds, checked after each answer. */
    until: (done: () => boolean) =>
      new Promise<void>((resolve) => (done() ? resolve() : waiters.push({ done, resolve }))),
    stop: async () => {
      stopping = true;
      await Promise.all(clients);
    },
  };
}

const created = (answers: Answer[]) => answers.filter((answer) => answer.status === 201);
const unexpected = (answers: Answer[]) =>
  answers.filter((answer) => answer.status !== 201 && answer.status !== 503);

/** How many times each test enquiry is stored, by its key, and the ids stored. */
async function stored(): Promise<{ copies: Map<string, number>; ids: Set<string> }> {
  const rows = await testApp.db
    .selectFrom('enquiries')
    .select(['id', 'comments'])
    .where('comments', 'like', `${MARKER} %`)
    .execute();
  const copies = new Map<string, number>();
  for (const { comments } of rows) {
    const key = String(comments).slice(MARKER.length + 1);
    copies.set(key, (copies.get(key) ?? 0) + 1);
  }
  return { copies, ids: new Set(rows.map((row) => row.id)) };
}

describe('enquiries while PostgreSQL restarts', () => {
  let answers: Answer[];
  let afterRestart: Answer[];

  beforeAll(async () => {
    const stream = startEnquiryStream();
    const failed = () => unexpected(stream.answers).length > 0;
    try {
      await stream.until(() => created(stream.answers).length >= STEADY || failed());
      const restartedAt = stream.answers.length;
      await restartPostgres();
      const since = () => stream.answers.slice(restartedAt);
      await stream.until(() => created(since()).length >= STEADY || failed());
      afterRestart = since();
    } finally {
      await stream.stop();
    }
    answers = stream.answers;
  }, 60_000);

  it('answers each enquiry 201, or 503 with Retry-After while the database is away: never 500 or a dropped connection', () => {
    expect(unexpected(answers)).toEqual([]);

    const unavailable = answers.filter((answer) => answer.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const answer of unavailable) {
      expect(answer.retryAfter).toMatch(/^[1-9]\d*$/);
      expect(answer.json?.message).toMatch(/try again/i);
    }
  });

  it('keeps serving, and stores new enquiries once PostgreSQL is back', async () => {
    expect((await testApp.get('/api/v1/health')).status).toBe(200);
    expect(created(afterRestart).length).toBeGreaterThanOrEqual(STEADY);
  });

  it('stores every acknowledged enquiry exactly once, under the id it was given', async () => {
    const { copies, ids } = await stored();

    const wrong = created(answers).filter(
      (answer) => copies.get(answer.key) !== 1 || !ids.has(String(answer.json?.id)),
    );
    expect(wrong).toEqual([]);
  });

  it('stores an enquiry that got a 503 exactly once when the form sends it again', async () => {
    const unavailable = answers.filter((answer) => answer.status === 503);

    const again = await Promise.all(unavailable.map((answer) => send(answer.key, answer.body)));
    expect(again.filter((answer) => answer.status !== 201)).toEqual([]);
    const { copies } = await stored();
    expect(unavailable.filter((answer) => copies.get(answer.key) !== 1)).toEqual([]);
  });
});
