import { execFile } from 'node:child_process';
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { renderArtwork } from '@lux/artwork';
import { ASKED_FOR_DIR, imageFile, pictureFiles, portraitFile } from '@lux/shared/media-files';
import { heroVideoKeys } from '../media/artwork-keys';
import { buildTestApp, type TestApp } from '../testing/test-app';

jest.setTimeout(60_000);

// Real site images: only those are known to the media server. PAINTED is painted before the tests;
// WAITING never is; a full-screen hero and a picture shown only in a card, for their tall crops.
const PAINTED = 'site-cta';
const WAITING = 'site-home-hero';
const CARD_ONLY = 'site-about-story';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
  await renderArtwork(PAINTED, testApp.mediaDir);
  // What the painter keeps beside the pictures is not for visitors.
  await writeFile(path.join(testApp.mediaDir, 'painter-version'), '14');
});
afterAll(() => testApp.close());

const filesIn = async (dir: string) => (await readdir(dir)).filter((file) => !file.startsWith('.')).sort();
/** A picture as served: its answer and its bytes. */
async function getPicture(file: string) {
  const response = await fetch(`${testApp.origin}/media/${file}`);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}
const askedFor = () => readdir(path.join(testApp.mediaDir, ASKED_FOR_DIR));

describe('GET /media/* of a painted picture', () => {
  it('serves it for a year, immutable, as the painter wrote it', async () => {
    const { response, bytes } = await getPicture(imageFile(PAINTED, 480, 'webp'));

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(bytes).metadata()).width).toBe(480);
  });

  it('serves AVIF with its own type', async () => {
    const response = await testApp.get(`/media/${imageFile(PAINTED, 960, 'avif')}`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/avif');
  });

  it('serves a hero clip as video/mp4, in byte ranges as browsers ask for video', async () => {
    const [key = ''] = heroVideoKeys();
    await promisify(execFile)('ffmpeg', [
      ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'color=c=teal:s=96x64:d=1'],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-an', '-movflags', '+faststart'],
      path.join(testApp.mediaDir, `${key}.mp4`),
    ]);

    const whole = await testApp.get(`/media/${key}.mp4`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');

    const part = await testApp.get(`/media/${key}.mp4`, { range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-length')).toBe('100');
    expect(part.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
  });
});

describe('GET /media/* of a clip not made yet', () => {
  it('answers 204 No Content, not kept, which a video takes as a clip it cannot play', async () => {
    const response = await testApp.get(`/media/${heroVideoKeys()[1]}.mp4`);

    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body).toBe('');
  });
});

describe('GET /media/* of a picture not painted yet', () => {
  it('answers at once with a transparent pixel of the asked format that no one keeps, painting nothing', async () => {
    const before = await filesIn(testApp.mediaDir);
    for (const [file, format] of [
      [imageFile(WAITING, 1600, 'avif'), 'avif'],
      [imageFile(WAITING, 480, 'webp'), 'webp'],
      [`${WAITING}.webp`, 'webp'],
      [portraitFile(WAITING, 900, 'avif'), 'avif'],
    ] as const) {
      const { response, bytes } = await getPicture(file);
      expect([file, response.status, response.headers.get('content-type')]).toEqual([
        file,
        200,
        `image/${format}`,
      ]);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const pixel = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      expect([pixel.info.width, pixel.info.height, pixel.data[3]]).toEqual([1, 1, 0]);
    }
    expect(await filesIn(testApp.mediaDir)).toEqual(before);
  });

  it('notes the key for the painter to paint next, once, whoever asks', async () => {
    await Promise.all(pictureFiles(WAITING).map((file) => testApp.get(`/media/${file}`)));

    expect(await askedFor()).toEqual([WAITING]);
  });

  it('serves the painting, for a year, once the painter has written it', async () => {
    const file = imageFile(CARD_ONLY, 960, 'webp');
    expect((await testApp.get(`/media/${file}`)).headers.get('cache-control')).toBe('no-store');

    await renderArtwork(CARD_ONLY, testApp.mediaDir);

    const { response, bytes } = await getPicture(file);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(bytes).metadata()).width).toBe(960);
  });

  it('answers unknown and malformed names and a tall crop no page shows with a 404', async () => {
    const notesBefore = await askedFor();
    const names = [
      'no-such-image.webp',
      `${WAITING}-123.webp`,
      `${WAITING}.png`,
      `${WAITING.toUpperCase()}.webp`,
      `${WAITING}.webp.partial`,
      `nested/${WAITING}.webp`,
      `%2e%2e%2f${WAITING}.webp`,
      `..%2fmedia%2f${WAITING}.webp`,
      `${ASKED_FOR_DIR}/${WAITING}`,
      'painter-version',
      portraitFile(CARD_ONLY, 900, 'webp'),
      `${heroVideoKeys()[0]}-960.mp4`,
    ];
    for (const name of names) {
      const response = await testApp.get(`/media/${name}`);
      expect([name, response.status]).toEqual([name, 404]);
    }
    expect(await askedFor()).toEqual(notesBefore);
  });
});
