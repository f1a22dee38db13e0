import { buildTestApp, type TestApp } from '../../testing/test-app';
import { CROSS_SITE_MESSAGE } from './cross-site';
import {
  countStored,
  modalEnquiry,
  postEnquiry,
  useDestinations,
  type FixtureDestination,
} from './enquiry-fixtures';

const site = 'https://www.aurelia.example';
const enquiryPage = 'https://enquiry.aurelia.example';
/** Room for every allowed post below, and no more. */
const RATE_LIMIT = 6;

let testApp: TestApp;
let destination: FixtureDestination;

beforeAll(async () => {
  testApp = await buildTestApp({
    env: { SITE_ORIGINS: `${site},${enquiryPage}`, ENQUIRY_RATE_LIMIT_MAX: String(RATE_LIMIT) },
  });
  [destination] = (await useDestinations(testApp.db)) as [FixtureDestination];
});
afterAll(async () => {
  await testApp.close();
});

describe('POST /api/v1/enquiries/ from browsers on other sites', () => {
  it.each([
    ['a cross-site page', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    [
      'a page on a sibling subdomain',
      { 'sec-fetch-site': 'same-site', origin: 'https://blog.aurelia.example' },
    ],
    ['a cross-site request without an Origin', { 'sec-fetch-site': 'cross-site' }],
    ['an older browser on another site', { origin: 'https://evil.example' }],
    ['a sandboxed page (Origin null)', { 'sec-fetch-site': 'cross-site', origin: 'null' }],
    ['a look-alike of our origin', { 'sec-fetch-site': 'cross-site', origin: `${site}.evil.example` }],
  ])('refuses %s with 403, storing and counting nothing', async (_case, headers) => {
    const before = await countStored(testApp.db);
    // More refusals than the rate limit allows posts: none of them may count towards it.
    for (let attempt = 0; attempt <= RATE_LIMIT; attempt += 1) {
      const response = await postEnquiry(testApp.origin, modalEnquiry(destination), headers);

      expect(response.status).toBe(403);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: CROSS_SITE_MESSAGE });
    }
    expect(await countStored(testApp.db)).toEqual(before);
  });

  it('refuses before reading the body, whatever it is', async () => {
    const headers = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };
    expect(
      (await postEnquiry(testApp.origin, 'name=Asha', { ...headers, 'content-type': 'text/plain' })).status,
    ).toBe(403);
    expect((await postEnquiry(testApp.origin, '{not json', headers)).status).toBe(403);
  });
});

describe('POST /api/v1/enquiries/ from our own pages and from servers', () => {
  it.each([
    ['the site itself', { 'sec-fetch-site': 'same-origin', origin: site }],
    ['a same-origin request without an Origin', { 'sec-fetch-site': 'same-origin' }],
    ['another of the site origins', { 'sec-fetch-site': 'same-site', origin: enquiryPage }],
    ['an older browser on the site', { origin: site }],
    ['a server-side client (neither header)', {}],
  ])('takes %s', async (_case, headers) => {
    const before = await countStored(testApp.db);
    const response = await postEnquiry(testApp.origin, modalEnquiry(destination), headers);

    expect(response.status).toBe(201);
    expect(await countStored(testApp.db)).toEqual({ ...before, enquiries: before.enquiries + 1 });
  });
});
