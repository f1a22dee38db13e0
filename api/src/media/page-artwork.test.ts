import { frontEndImages, listSitePages } from '../testing/site-pages';
import { buildTestApp, type TestApp } from '../testing/test-app';
import { masterScene } from '@lux/artwork/landscape';

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

// Issue 24 found most pages repeating one scene under captions that name others. Every page the sitemap
// lists is checked: the pictures its content reads name (hero, gallery, hotels, the cards and tiles of
// other records) and those its own components show (the home hero, the journal teaser, the call to
// action's backdrop). The content is the same at every width: a phone shows the same gallery and cards
// as a desktop, one at a time.
describe('the pictures a page shows', () => {
  it('no page shows one master scene twice', async () => {
    const pages = await listSitePages(testApp);
    const repeated: string[] = [];
    let pictured = 0;
    for (const page of pages) {
      const keys = [...new Set([...(await imagesOf(page.reads)), ...frontEndImages(page.path)])];
      if (keys.length > 1) pictured += 1;
      repeated.push(...repeats(keys).map((repeat) => `${page.path} ${repeat}`));
    }
    // Every page kind with pictures is among them: home, continents, countries, island pages, packages,
    // months, experiences, wellness, MICE, the journal and its articles, About.
    expect(pictured).toBeGreaterThan(150);
    expect(repeated).toEqual([]);
  }, 120_000);

  it('reads the front ends’ own pictures: the home hero and stories, the journal teaser, the backdrop', async () => {
    expect(frontEndImages('/')).toEqual(
      expect.arrayContaining(['site-home-hero', 'pkg-bhutan-punakha-dzong-river', 'site-cta']),
    );
    expect(frontEndImages('/countries/japan')).toEqual(['site-journal-teaser']);
    expect(frontEndImages('/journal/some-article')).toEqual([]);
    expect(frontEndImages('/about')).toEqual(expect.arrayContaining(['site-about-hero', 'site-cta']));
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
      // The subject is the master scene before the landmarks, sky and foreground drawn with it.
      const drawn = masterScene(key).split(/[&~+]/)[0];
      return subject ? [{ caption, drawn, expected: subject[1] }] : [];
    });

    expect(checked.length).toBeGreaterThanOrEqual(captionSubjects.length);
    expect(checked.filter(({ drawn, expected }) => drawn !== expected)).toEqual([]);
    // Every package and hotel page's content is read.
  }, 60_000);
});
