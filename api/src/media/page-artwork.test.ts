import { listSitePages } from '../testing/site-pages';
import { buildTestApp, type TestApp } from '../testing/test-app';
import { masterScene } from './landscape';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
}, 30_000);
afterAll(() => testApp.close());

const MEDIA_KEY = /\/media\/([a-z0-9-]+)\.webp/g;

/** Every image key a page's content reads name, once each. */
async function imagesOf(reads: string[]): Promise<string[]> {
  const bodies = await Promise.all(reads.map(async (read) => (await testApp.get(`/api/v1${read}`)).body));
  return [...new Set(bodies.flatMap((body) => [...body.matchAll(MEDIA_KEY)].map(([, key = '']) => key)))];
}

/** Keys of one page that share a master scene, as `scene: key, key`. */
const repeats = (keys: string[]): string[] => {
  const byScene = new Map<string, string[]>();
  for (const key of keys) byScene.set(masterScene(key), [...(byScene.get(masterScene(key)) ?? []), key]);
  return [...byScene]
    .filter(([, shared]) => shared.length > 1)
    .map(([scene, shared]) => `${scene}: ${shared.join(', ')}`);
};

// The pages issue 24 found repeating one scene under captions that name others. The content reads are
// the same at every width: a phone shows the same gallery and cards as a desktop, one at a time.
const namedPages = [
  '/packages/japan-classic-tokyo-hakone-kyoto',
  '/packages/kenya-great-migration-in-the-masai-mara',
  '/special/countries/maldives',
  '/wellness/countries/sri-lanka',
  '/wellness/countries/maldives',
];

describe('the pictures a page shows', () => {
  it.each(namedPages)('%s shows no master scene twice', async (path) => {
    const page = (await listSitePages(testApp)).find((candidate) => candidate.path === path);
    expect(page).toBeDefined();
    const keys = await imagesOf(page?.reads ?? []);
    expect(keys.length).toBeGreaterThan(3);
    expect(repeats(keys)).toEqual([]);
  });
});

// What a caption says is in the picture, and the master scene that draws it.
const captionSubjects: [RegExp, string][] = [
  [/Mount Fuji/i, 'fuji'],
  [/Shinto shrine|torii/i, 'toriiGate'],
  [/into the Mara River|river crossing/i, 'riverCrossing'],
  [/hot-air balloon/i, 'savanna:balloon'],
  [/infinity pool|Pool Above the Clouds/i, 'infinityPool'],
  [/maples around a temple pond/i, 'temple:garden'],
  [/overwater villa/i, 'island:overwater'],
];

interface Captioned {
  image_url: string;
  alt_text: string;
  heading?: string;
}

describe('every caption’s subject is drawn', () => {
  it('paints each gallery picture whose caption names a subject from that subject', async () => {
    const galleries: Captioned[] = [];
    for (const { reads } of await listSitePages(testApp)) {
      for (const read of reads.filter((path) => /^\/(package-detail|wellness\/hotels)\//.test(path))) {
        galleries.push(
          ...(await testApp.get(`/api/v1${read}`)).json<{ gallery_images: Captioned[] }>().gallery_images,
        );
      }
    }
    const checked = galleries.flatMap(({ image_url, alt_text, heading = '' }) => {
      const caption = `${heading} ${alt_text}`;
      const subject = captionSubjects.find(([pattern]) => pattern.test(caption));
      const key = /\/media\/([a-z0-9-]+)\.webp/.exec(image_url)?.[1] ?? '';
      return subject ? [{ caption, drawn: masterScene(key), expected: subject[1] }] : [];
    });

    expect(checked.length).toBeGreaterThanOrEqual(captionSubjects.length);
    expect(checked.filter(({ drawn, expected }) => drawn !== expected)).toEqual([]);
    // Every package and hotel page's content is read.
  }, 60_000);
});
