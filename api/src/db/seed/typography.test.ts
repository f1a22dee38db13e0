import { listSitePages } from '../../testing/site-pages';
import { buildTestApp, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
}, 30_000);
afterAll(() => testApp.close());

/** Every string in a JSON answer, with where it is. */
function strings(value: unknown, at = ''): [at: string, text: string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${at}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${at}.${key}`));
  }
  return [];
}

// A straight quote used as an apostrophe (Sri Lanka's, travellers') or an opening quote ('the).
const STRAIGHT_QUOTE = /\p{L}'(\p{L}|\s|$)|s'[\s,.;:]|(^|\s)['"]\p{L}|\p{L}"/u;

describe('content typography', () => {
  it('sets every apostrophe and quote in the content of every page curly, as the rest of the site', async () => {
    const straight: string[] = [];
    for (const { path, reads } of await listSitePages(testApp)) {
      for (const read of reads) {
        const response = await testApp.get(`/api/v1${read}`);
        expect(response.status).toBe(200);
        for (const [at, text] of strings(response.json())) {
          if (STRAIGHT_QUOTE.test(text)) straight.push(`${path} ${read}${at}: ${text.slice(0, 80)}`);
        }
      }
    }
    expect(straight).toEqual([]);
    // Every page's content is read: a few hundred requests.
  }, 60_000);
});
