import {
  modalEnquiry,
  postEnquiry,
  useDestinations,
  type FixtureDestination,
} from '../routes/enquiries/enquiry-fixtures';
import { buildTestApp, type TestApp, type TestAppOptions } from '../testing/test-app';

// Under npm start the API trusts loopback (TRUST_PROXY=127.0.0.1), where every local process lives too:
// only a request carrying the front ends' secret may name the visitor.

const SECRET = 'front-ends-only-3f9a1c7e5b2d4a6f';
const RATE_LIMIT = 3;

/** What the app believes about a request's client. */
interface Seen {
  ip: string;
  protocol: string;
  host: string;
  secretHeader: string | null;
}

const seenRoute: TestAppOptions['extend'] = (app) => {
  app.get('/seen', async (request): Promise<Seen> => {
    const secretHeader = request.headers['x-proxy-secret'];
    return {
      ip: request.ip,
      protocol: request.protocol,
      host: request.host,
      secretHeader: typeof secretHeader === 'string' ? secretHeader : null,
    };
  });
};

const forged = {
  'x-forwarded-for': '198.51.100.7',
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'www.aurelia.example',
};

describe('with PROXY_SECRET set', () => {
  let testApp: TestApp;
  let destination: FixtureDestination;

  beforeAll(async () => {
    testApp = await buildTestApp({
      env: {
        TRUST_PROXY: '127.0.0.1',
        PROXY_SECRET: SECRET,
        ENQUIRY_RATE_LIMIT_MAX: String(RATE_LIMIT),
        ENQUIRY_RATE_LIMIT_WINDOW_MS: '600000',
      },
      extend: seenRoute,
    });
    [destination] = (await useDestinations(testApp.db)) as [FixtureDestination];
  });
  afterAll(() => testApp.close());

  const seen = async (headers: Record<string, string>) => (await testApp.get('/seen', headers)).json<Seen>();
  const socketAddress = () => ({ ip: '127.0.0.1', protocol: 'http', host: new URL(testApp.origin).host });

  it('believes the forwarded headers of a request carrying the secret, and hides the secret', async () => {
    expect(await seen({ ...forged, 'x-proxy-secret': SECRET })).toEqual({
      ip: '198.51.100.7',
      protocol: 'https',
      host: 'www.aurelia.example',
      secretHeader: null,
    });
  });

  it.each([
    ['no secret', {}],
    ['a wrong secret', { 'x-proxy-secret': 'front-ends-only-0000000000000000' }],
    ['a prefix of the secret', { 'x-proxy-secret': SECRET.slice(0, -1) }],
    ['an empty secret', { 'x-proxy-secret': '' }],
  ])('takes the socket for the client on a request with %s', async (_case, secret) => {
    expect(await seen({ ...forged, ...secret })).toEqual({ ...socketAddress(), secretHeader: null });
  });

  it('limits a local process that forges a new X-Forwarded-For on every enquiry as the one client it is', async () => {
    const statuses = [];
    for (let i = 1; i <= RATE_LIMIT + 1; i += 1) {
      const wrongSecret: Record<string, string> = i % 2 === 0 ? { 'x-proxy-secret': `${SECRET}x` } : {};
      const response = await postEnquiry(testApp.origin, modalEnquiry(destination), {
        'x-forwarded-for': `198.51.100.${i}`,
        ...wrongSecret,
      });
      statuses.push(response.status);
    }

    expect(statuses).toEqual([...Array<number>(RATE_LIMIT).fill(201), 429]);
  });

  it('limits each visitor the front ends name on its own', async () => {
    const post = (visitor: string) =>
      postEnquiry(testApp.origin, modalEnquiry(destination), {
        'x-forwarded-for': visitor,
        'x-proxy-secret': SECRET,
      });
    const others = [];
    for (let i = 1; i <= RATE_LIMIT + 1; i += 1) others.push((await post(`203.0.113.${i}`)).status);
    const one = [];
    for (let i = 1; i <= RATE_LIMIT + 1; i += 1) one.push((await post('203.0.113.99')).status);

    expect(others).toEqual(Array<number>(RATE_LIMIT + 1).fill(201));
    expect(one).toEqual([...Array<number>(RATE_LIMIT).fill(201), 429]);
  });
});

describe('without PROXY_SECRET', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { TRUST_PROXY: '127.0.0.1' }, extend: seenRoute });
  });
  afterAll(() => testApp.close());

  it('believes a trusted proxy, and still keeps any X-Proxy-Secret out of the request', async () => {
    const response = await testApp.get('/seen', { ...forged, 'x-proxy-secret': 'anything-at-all-here' });
    expect(response.json()).toEqual({
      ip: '198.51.100.7',
      protocol: 'https',
      host: 'www.aurelia.example',
      secretHeader: null,
    });
  });
});
