import { randomUUID } from 'node:crypto';
import { restartPostgres } from '../../api/src/testing/postgres-cluster';
import { expect, test } from '../support/fixtures';
import { startService, stopService } from '../support/services';
import { origin } from '../support/site';
import { startEnquiryStream, storedEnquiries, type SentEnquiry } from './enquiry-stream';

/** Enquiries acknowledged before each break, and after the last. */
const STEADY = 40;
const API_KILLS = 3;

const failedAttempts = (sent: SentEnquiry[]) =>
  sent.flatMap(({ outcomes }) => outcomes.filter((outcome) => outcome !== 201));

/** Every acknowledged enquiry is stored once, under the id it was acknowledged with, and nothing else. */
function expectEachStoredOnce(sent: SentEnquiry[], marker: string, since: Date) {
  const stored = storedEnquiries(marker, since);
  const wrong = sent
    .filter(({ key, id }) => stored.get(key)?.length !== 1 || stored.get(key)?.[0] !== id)
    .map(({ key, id, outcomes }) => ({ key, id, outcomes, stored: stored.get(key) }));
  expect(wrong, 'acknowledged enquiries not stored exactly once').toEqual([]);
  const acknowledged = new Set(sent.map(({ key }) => key));
  expect(
    [...stored.keys()].filter((key) => !acknowledged.has(key)),
    'enquiries stored unasked',
  ).toEqual([]);
}

test('PostgreSQL restarts while enquiries are sent: the API rides it out and stores each one once', async () => {
  const marker = `Drill: PostgreSQL restart ${randomUUID()}`;
  const since = new Date();
  const stream = await startEnquiryStream(marker);
  try {
    await stream.until(() => stream.sent.length >= STEADY);
    const restartedAt = stream.sent.length;
    await restartPostgres();
    await stream.until(() => stream.sent.length >= restartedAt + STEADY);
  } finally {
    await stream.stop();
  }

  // The restart was felt, and answered as "try again" (503), never as a 500 or a dropped connection.
  const failed = failedAttempts(stream.sent);
  expect(failed.length).toBeGreaterThan(0);
  expect(new Set(failed)).toEqual(new Set([503]));
  // The same API process, never restarted, still answers.
  expect((await fetch(`${origin('api')}/api/v1/health`)).status).toBe(200);
  expectEachStoredOnce(stream.sent, marker, since);
});

test('the API killed (SIGKILL) while enquiries are sent: once back, each acknowledged one is stored once', async () => {
  const marker = `Drill: API killed ${randomUUID()}`;
  const since = new Date();
  const stream = await startEnquiryStream(marker);
  try {
    for (let kill = 0; kill < API_KILLS; kill += 1) {
      const before = stream.sent.length;
      await stream.until(() => stream.sent.length >= before + STEADY);
      await stopService('api', 'SIGKILL');
      // What a supervisor (systemd, a container's restart policy) does.
      await startService('api');
    }
    const restartedAt = stream.sent.length;
    await stream.until(() => stream.sent.length >= restartedAt + STEADY);
  } finally {
    await stream.stop();
  }

  // While the API was away the site said so (the shell's proxy: 502 or 503), never dropped the visitor.
  const failed = failedAttempts(stream.sent);
  expect(failed.length).toBeGreaterThan(0);
  expect([...new Set(failed)].filter((outcome) => outcome !== 502 && outcome !== 503)).toEqual([]);
  expectEachStoredOnce(stream.sent, marker, since);
});
