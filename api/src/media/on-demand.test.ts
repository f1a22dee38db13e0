import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { heroVideoKeys } from '../db/seed';
import { buildTestApp, type TestApp } from '../testing/test-app';
import {
  PAINTER_VERSION,
  PAINTER_VERSION_FILE,
  artworkFiles,
  discardStaleArtwork,
  generateArtwork,
} from './artwork';
import { heroVideoFile } from './hero-video';
import { onDemandMedia } from './on-demand';

jest.setTimeout(120_000);

// Real site images (only those are painted on demand), each never painted in its test's media folder.
const FIRST = 'site-home-hero';
const CONCURRENT = 'site-about-hero';
const SECOND = 'site-cta';

const tempDir = () => mkdtemp(path.join(tmpdir(), 'lux-on-demand-'));
const paintedIn = async (dir: string) =>
  (await readdir(dir)).filter((file) => file !== PAINTER_VERSION_FILE).sort();

/** The bytes of a response, exactly as served. */
async function fetchBytes(testApp: TestApp, url: string) {
  const response = await fetch(`${testApp.origin}${url}`);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

let testApp: TestApp;
/** What `npm run artwork` writes for the keys under test, to compare served bytes with. */
let referenceDir: string;
beforeAll(async () => {
  testApp = await buildTestApp();
  referenceDir = await tempDir();
  await generateArtwork({ mediaDir: referenceDir, keys: [FIRST, SECOND] });
});
afterAll(async () => {
  await testApp.close();
  await rm(referenceDir, { recursive: true, force: true });
});

describe('GET /media/* of artwork not painted yet', () => {
  it('paints it on the first request and serves it with its type, as `npm run artwork` writes it', async () => {
    expect(await paintedIn(testApp.mediaDir)).toEqual([]);

    const avif = await fetchBytes(testApp, `/media/${FIRST}-960.avif`);
    expect(avif.response.status).toBe(200);
    expect(avif.response.headers.get('content-type')).toBe('image/avif');
    expect(avif.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(avif.bytes.equals(await readFile(path.join(referenceDir, `${FIRST}-960.avif`)))).toBe(true);

    // The key's other files come with it, byte for byte those of `npm run artwork`.
    expect(await paintedIn(testApp.mediaDir)).toEqual(artworkFiles(FIRST).sort());
    for (const file of artworkFiles(FIRST)) {
      const painted = await readFile(path.join(testApp.mediaDir, file));
      expect([file, painted.equals(await readFile(path.join(referenceDir, file)))]).toEqual([file, true]);
    }

    const webp = await fetchBytes(testApp, `/media/${FIRST}.webp`);
    expect(webp.response.headers.get('content-type')).toBe('image/webp');
    expect(webp.bytes.equals(await readFile(path.join(referenceDir, `${FIRST}.webp`)))).toBe(true);
  });

  it('serves later requests from disk, painting nothing again', async () => {
    await fetchBytes(testApp, `/media/${SECOND}-480.webp`);
    const files = artworkFiles(SECOND).map((file) => path.join(testApp.mediaDir, file));
    const before = await Promise.all(files.map((file) => stat(file)));
    // Whatever is on disk is what is served: a repaint would have put the painting back.
    const standIn = await readFile(path.join(testApp.mediaDir, `${SECOND}-480.webp`));
    await writeFile(path.join(testApp.mediaDir, `${SECOND}-960.webp`), standIn);

    const again = await fetchBytes(testApp, `/media/${SECOND}-960.webp`);
    expect(again.response.status).toBe(200);
    expect(again.bytes.equals(standIn)).toBe(true);
    const after = await Promise.all(files.map((file) => stat(file)));
    expect(after.map(({ ino }) => ino)).toEqual(before.map(({ ino }) => ino));
  });

  it('answers requests that arrive together, while it paints, with the one painting', async () => {
    const urls = [...artworkFiles(CONCURRENT), ...artworkFiles(CONCURRENT)].map((file) => `/media/${file}`);
    const responses = await Promise.all(urls.map((url) => fetchBytes(testApp, url)));

    expect(responses.map(({ response }) => response.status)).toEqual(urls.map(() => 200));
    for (const [index, url] of urls.entries()) {
      const file = path.join(testApp.mediaDir, path.basename(url));
      expect([url, responses[index]?.bytes.equals(await readFile(file))]).toEqual([url, true]);
    }
  });

  it('answers unknown and malformed names with a 404, painting nothing', async () => {
    const before = await paintedIn(testApp.mediaDir);
    const names = [
      'no-such-image.webp',
      `${SECOND}-123.webp`,
      `${SECOND}.png`,
      `${SECOND.toUpperCase()}.webp`,
      `${SECOND}.webp.partial`,
      `nested/${SECOND}.webp`,
      `%2e%2e%2f${SECOND}.webp`,
      `..%2fmedia%2f${SECOND}.webp`,
      `${heroVideoKeys()[0]}-960.mp4`,
    ];
    for (const name of names) {
      const response = await testApp.get(`/media/${name}`);
      expect([name, response.status]).toEqual([name, 404]);
    }
    expect(await paintedIn(testApp.mediaDir)).toEqual(before);
  });
});

describe('onDemandMedia', () => {
  it('paints a key once for every request that arrives while it paints', async () => {
    const mediaDir = await tempDir();
    try {
      const logged: string[] = [];
      const media = onDemandMedia({ mediaDir, log: (line) => logged.push(line) });
      await Promise.all([...artworkFiles(FIRST), `${FIRST}.webp`].map((file) => media.prepare(file)));

      expect(logged).toEqual([
        expect.stringMatching(new RegExp(`^Painted ${FIRST} on first request: 7 files`)),
      ]);
      expect(await paintedIn(mediaDir)).toEqual(artworkFiles(FIRST).sort());
      await media.prepare(`${FIRST}-480.avif`);
      expect(logged).toHaveLength(1);
    } finally {
      await rm(mediaDir, { recursive: true, force: true });
    }
  });

  it('makes a hero clip from its still on first request, and only once', async () => {
    const [key = ''] = heroVideoKeys();
    const mediaDir = await tempDir();
    try {
      const logged: string[] = [];
      const media = onDemandMedia({ mediaDir, log: (line) => logged.push(line) });
      await Promise.all([media.prepare(heroVideoFile(key)), media.prepare(heroVideoFile(key))]);

      expect(await paintedIn(mediaDir)).toEqual([...artworkFiles(key), heroVideoFile(key)].sort());
      expect(logged.filter((line) => line.startsWith(`Hero clip ${heroVideoFile(key)} in`))).toHaveLength(1);
      const made = await stat(path.join(mediaDir, heroVideoFile(key)));
      await media.prepare(heroVideoFile(key));
      expect((await stat(path.join(mediaDir, heroVideoFile(key)))).mtimeMs).toBe(made.mtimeMs);
    } finally {
      await rm(mediaDir, { recursive: true, force: true });
    }
  });

  it('makes no clip and paints nothing for it without ffmpeg, as before', async () => {
    const [key = ''] = heroVideoKeys();
    const mediaDir = await tempDir();
    try {
      const media = onDemandMedia({ mediaDir, ffmpeg: path.join(mediaDir, 'no-such-ffmpeg') });
      await media.prepare(heroVideoFile(key));
      expect(await paintedIn(mediaDir)).toEqual([]);
    } finally {
      await rm(mediaDir, { recursive: true, force: true });
    }
  });
});

describe('discardStaleArtwork', () => {
  it('removes the site images another painter version made, keeps other files and records this version', async () => {
    const mediaDir = await tempDir();
    try {
      await writeFile(path.join(mediaDir, PAINTER_VERSION_FILE), 'an older version');
      await Promise.all(artworkFiles(FIRST).map((file) => writeFile(path.join(mediaDir, file), 'old')));
      await writeFile(path.join(mediaDir, 'notes.txt'), 'not artwork');

      expect(await discardStaleArtwork(mediaDir)).toBe(artworkFiles(FIRST).length);
      expect(await paintedIn(mediaDir)).toEqual(['notes.txt']);
      expect(await readFile(path.join(mediaDir, PAINTER_VERSION_FILE), 'utf8')).toBe(PAINTER_VERSION);

      // This version's files are kept.
      await writeFile(path.join(mediaDir, `${FIRST}.webp`), 'new');
      expect(await discardStaleArtwork(mediaDir)).toBe(0);
      expect(await paintedIn(mediaDir)).toEqual(['notes.txt', `${FIRST}.webp`]);
    } finally {
      await rm(mediaDir, { recursive: true, force: true });
    }
  });
});
