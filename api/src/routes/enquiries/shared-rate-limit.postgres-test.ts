import { startTwoInstances, type TwoInstances } from '../../testing/two-instances';
import { modalEnquiry, postEnquiry } from './enquiry-fixtures';
import { sharedCounter, sharedSalt } from './shared-rate-limit';

describe('rate limits shared through PostgreSQL', () => {
  const WINDOW_MS = 60_000;
  let instances: TwoInstances;

  beforeAll(async () => {
    instances = await startTwoInstances({
      ENQUIRY_RATE_LIMIT_MAX: '3',
      ENQUIRY_RATE_LIMIT_WINDOW_MS: String(WINDOW_MS),
    });
  });
  afterAll(() => instances.close());

  it('allows the limit once across two instances, not once each', async () => {
    const { first, secondOrigin, destination } = instances;
    const statuses = [];
    for (const origin of [first.origin, secondOrigin, first.origin, secondOrigin, first.origin]) {
      statuses.push((await postEnquiry(origin, modalEnquiry(destination))).status);
    }

    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });

  it('hashes addresses with one salt on every instance', async () => {
    const [a, b] = await Promise.all(instances.dbs.map(sharedSalt));

    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(b).toBe(a);
  });

  it('counts hits racing from two instances exactly once each', async () => {
    const [a, b] = [sharedCounter(instances.dbs[0]), sharedCounter(instances.dbs[1])];
    const now = Date.now();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? b : a).hit('racing', WINDOW_MS, now)),
    );

    expect(results.map(({ current }) => current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });

  it('starts a new window once the last ends, and deletes ended windows', async () => {
    const counter = sharedCounter(instances.dbs[0]);
    const start = 1_000_000;

    expect(await counter.hit('windowed', 1000, start)).toEqual({ current: 1, ttl: 1000 });
    await sharedCounter(instances.dbs[1]).hit('forgotten', 1000, start);
    expect(await counter.hit('windowed', 1000, start + 999)).toEqual({ current: 2, ttl: 1 });
    expect(await counter.hit('windowed', 1000, start + 1000)).toEqual({ current: 1, ttl: 1000 });

    const keys = await instances.dbs[0].selectFrom('rate_limit_counters').select('key').execute();
    expect(keys.map(({ key }) => key)).not.toContain('forgotten');
  });
});
