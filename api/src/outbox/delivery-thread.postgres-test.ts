import { existsSync } from 'node:fs';
import path from 'node:path';
import type * as WorkerThreads from 'node:worker_threads';
import { eventually } from '../testing/eventually';
import { buildTestApp, type TestApp } from '../testing/test-app';
import {
  fullEnquiry,
  postEnquiry,
  useDestinations,
  type FixtureDestination,
} from '../routes/enquiries/enquiry-fixtures';

// On PostgreSQL an enquiry's emails are built and sent on a thread of their own (`deliverEnquiryMessages`):
// a request thread kept busy by a burst of enquiries does not hold them back, nor they the requests.

/** Longer than a loaded machine takes to load the email layout and write the first emails (~1 s here). */
const PATIENCE_MS = 20_000;

// Every thread the API starts, as the API made it, so a test can end one as an error or the system would.
const workerThreads: typeof WorkerThreads = jest.requireActual('node:worker_threads');
const threads: WorkerThreads.Worker[] = [];
const RealWorker = workerThreads.Worker;
jest.spyOn(workerThreads, 'Worker').mockImplementation((...args) => {
  const thread = new RealWorker(...args);
  threads.push(thread);
  return thread;
});

let app: TestApp;
let destination: FixtureDestination;

beforeAll(async () => {
  app = await buildTestApp();
  [destination] = (await useDestinations(app.db)) as [FixtureDestination];
});
afterAll(async () => {
  await app?.close();
});

/** Posts an enquiry; the paths its two emails are written to. */
async function enquire(): Promise<string[]> {
  const response = await postEnquiry(app.origin, fullEnquiry(destination));
  expect(response.status).toBe(201);
  const { id } = response.json<{ id: string }>();
  const { mailDir } = app.config.delivery;
  return [`${id}.team.eml`, `${id}.acknowledgement.eml`].map((name) => path.join(mailDir, name));
}

it('writes an enquiry’s emails while the request thread is busy', async () => {
  const emails = await enquire();

  // This thread, the API's own, does not let go from here on: no callback of the API runs on it.
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const until = Date.now() + PATIENCE_MS;
  while (!emails.every((file) => existsSync(file)) && Date.now() < until) Atomics.wait(pause, 0, 0, 50);

  expect(emails.filter((file) => !existsSync(file))).toEqual([]);
});

it(
  'starts the thread again when it dies, and sends what was stored while none ran',
  async () => {
    expect(threads).toHaveLength(1);
    const [first] = threads as [WorkerThreads.Worker];
    await first.terminate();

    // Stored with no thread to tell: the outbox keeps it for the next one.
    const emails = await enquire();

    await eventually(() => emails.every((file) => existsSync(file)), 'the emails are written', PATIENCE_MS);
    expect(threads).toHaveLength(2);
  },
  PATIENCE_MS + 10_000,
);
