import { readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { imageWidths, portraitWidths } from '@lux/shared/media-files';
import * as mockedAnswers from '@lux/shared/testing/fixtures';
import { experienceImageKeys, heroVideoKeys, seedJournalPosts } from '../db/seed';
import { buildTestApp, type TestApp } from '../testing/test-app';
import {
  PAINTER_VERSION_FILE,
  SITE_ARTWORK_KEYS,
  artworkFiles,
  artworkKeys,
  removeAbandonedPartials,
  renderArtwork,
} from './artwork';
import { artworkFocus, paintLandscape } from './landscape';

jest.setTimeout(60_000);

const KEY = 'test-alpine-lake';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
  await renderArtwork(KEY, testApp.mediaDir);
});
afterAll(() => testApp.close());

describe('artwork', () => {
  it('writes AVIF and WebP at each width, all 3:2, plus the plain WebP the content links to', async () => {
    const files = (await readdir(testApp.mediaDir)).filter((file) => file !== PAINTER_VERSION_FILE).sort();
    expect(files).toEqual(
      [
        `${KEY}.webp`,
        ...imageWidths.flatMap((width) => [`${KEY}-${width}.avif`, `${KEY}-${width}.webp`]),
      ].sort(),
    );

    for (const width of imageWidths) {
      for (const format of ['avif', 'webp'] as const) {
        const metadata = await sharp(path.join(testApp.mediaDir, `${KEY}-${width}.${format}`)).metadata();
        expect(metadata.width).toBe(width);
        expect(metadata.height).toBe(Math.round((width * 2) / 3));
        expect(metadata.format).toBe(format === 'avif' ? 'heif' : 'webp');
      }
    }
    expect((await sharp(path.join(testApp.mediaDir, `${KEY}.webp`)).metadata()).width).toBe(1600);
  });

  it('skips a key whose files already exist', async () => {
    expect(await renderArtwork(KEY, testApp.mediaDir)).toBe(0);
  });

  it('paints the tall crop, 1:2 at each of its widths, when asked for, and only its files', async () => {
    expect(await renderArtwork(KEY, testApp.mediaDir, { portrait: true })).toBe(4);

    for (const width of portraitWidths) {
      for (const format of ['avif', 'webp'] as const) {
        const file = `${KEY}-portrait-${width}.${format}`;
        const metadata = await sharp(path.join(testApp.mediaDir, file)).metadata();
        expect([file, metadata.width, metadata.height]).toEqual([file, width, width * 2]);
      }
    }
    expect(await renderArtwork(KEY, testApp.mediaDir, { portrait: true })).toBe(0);
  });

  it('crops the tall picture around the painting’s focal point, from the painting redrawn, not enlarged', async () => {
    const [file = ''] = artworkFiles(KEY, { portrait: true });
    const tall = await sharp(path.join(testApp.mediaDir, file)).resize(90, 180).raw().toBuffer();
    // The same slice cut from the 3:2 picture: the painting's full height, half as wide, at the focus.
    const sliceWidth = 1067 / 2;
    const left = Math.round(
      Math.min(Math.max((artworkFocus(KEY)[0] / 100) * 1600 - sliceWidth / 2, 0), 1600 - sliceWidth),
    );
    const slice = await sharp(path.join(testApp.mediaDir, `${KEY}.webp`))
      .extract({ left, top: 0, width: Math.round(sliceWidth), height: 1067 })
      .resize(90, 180)
      .raw()
      .toBuffer();
    const difference =
      tall.reduce((sum, value, index) => sum + Math.abs(value - (slice[index] ?? 0)), 0) / tall.length;
    expect(difference).toBeLessThan(12);
  });

  it('clears the partial files a painter killed mid-write left behind, not those being written', async () => {
    const abandoned = [`${KEY}-960.avif.4242.partial`, 'hero-clip.mp4.4242.partial.png'];
    const writing = `${KEY}-480.webp.4243.partial`;
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    for (const file of [...abandoned, writing]) await writeFile(path.join(testApp.mediaDir, file), 'half');
    for (const file of abandoned) await utimes(path.join(testApp.mediaDir, file), hourAgo, hourAgo);

    expect(await removeAbandonedPartials(testApp.mediaDir)).toBe(2);
    const left = await readdir(testApp.mediaDir);
    expect(left).toContain(writing);
    for (const file of abandoned) expect(left).not.toContain(file);
    expect(left).toContain(`${KEY}-960.avif`);
    expect(await removeAbandonedPartials(testApp.mediaDir, Date.now() + 60 * 60_000)).toBe(1);
  });

  it('paints the same picture for a key every time, and different ones for different keys', () => {
    expect(paintLandscape(KEY).svg).toBe(paintLandscape(KEY).svg);
    expect(paintLandscape(KEY).svg).not.toBe(paintLandscape('test-desert-dawn').svg);
  });

  it('covers every image the seed content links to and every site image', () => {
    const keys = artworkKeys();
    const seedUrls = seedJournalPosts.flatMap((post) => [
      post.featured_image,
      ...post.blocks.flatMap((block) => (block.block_type === 'image' ? [block.image_url] : [])),
    ]);

    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining([...SITE_ARTWORK_KEYS]));
    expect(keys).toEqual(expect.arrayContaining(experienceImageKeys()));
    expect(
      seedUrls.every((url) => keys.includes(url.replace(/^\/media\/(.+)\.webp#focus=\d+,\d+$/, '$1'))),
    ).toBe(true);
  });

  it('paints every picture and clip the mocked API of a remote on its own names', () => {
    // A name the painter does not know is a 404 in QA's mocked pages on a fresh clone.
    const named = [...JSON.stringify(mockedAnswers).matchAll(/\/media\/([a-z0-9-]+)\.(webp|mp4)/g)];
    const unknown = named.filter(([, key = '', kind]) =>
      kind === 'mp4' ? !heroVideoKeys().includes(key) : !artworkKeys().includes(key),
    );

    expect(named.length).toBeGreaterThan(50);
    expect(unknown.map(([url]) => url)).toEqual([]);
  });
});

describe('GET /media/*', () => {
  it('serves artwork for a year, immutable', async () => {
    const response = await testApp.get(`/media/${KEY}-480.webp`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.body.slice(8, 12)).toBe('WEBP');
  });

  it('serves AVIF with its own type', async () => {
    const response = await testApp.get(`/media/${KEY}-960.avif`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/avif');
  });

  it('serves a hero clip as video/mp4, in byte ranges as browsers ask for video', async () => {
    const clip = path.join(testApp.mediaDir, 'test-clip.mp4');
    await promisify(execFile)('ffmpeg', [
      ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'color=c=teal:s=96x64:d=1'],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-an', '-movflags', '+faststart', clip],
    ]);

    const whole = await testApp.get('/media/test-clip.mp4');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');

    const part = await testApp.get('/media/test-clip.mp4', { range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-length')).toBe('100');
    expect(part.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
  });

  it('answers a missing file with a JSON 404', async () => {
    const response = await testApp.get('/media/no-such-image.webp');

    expect(response.status).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
