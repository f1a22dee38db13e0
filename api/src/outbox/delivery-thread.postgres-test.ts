import { existsSync } from 'node:fs';
import path from 'node:path';
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

let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

it('writes an enquiry’s emails while the request thread is busy', async () => {
  const [destination] = (await useDestinations(app.db)) as [FixtureDestination];
  const response = await postEnquiry(app.origin, fullEnquiry(destination));
  expect(response.status).toBe(201);
  const { id } = response.json<{ id: string }>();

  // This thread, the API's own, does not let go from here on: no callback of the API runs on it.
  const { mailDir } = app.config.delivery;
  const emails = [`${id}.team.eml`, `${id}.acknowledgement.eml`].map((name) => path.join(mailDir, name));
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const until = Date.now() + PATIENCE_MS;
  while (!emails.every((file) => existsSync(file)) && Date.now() < until) Atomics.wait(pause, 0, 0, 50);

  expect(emails.filter((file) => !existsSync(file))).toEqual([]);
});
