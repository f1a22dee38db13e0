import { mkdir, mkdtemp, readFile, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ASKED_FOR_DIR, imageWidths, pictureFiles, portraitWidths } from '@lux/shared/media-files';
import {
  PAINTER_VERSION,
  PAINTER_VERSION_FILE,
  discardStaleArtwork,
  generateArtwork,
  removeAbandonedPartials,
  renderArtwork,
} from './pictures';
import { artworkFocus, paintLandscape } from './landscape';

jest.setTimeout(60_000);

const KEY = 'test-alpine-lake';

let mediaDir: string;
beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'lux-pictures-'));
  await renderArtwork(KEY, mediaDir);
});
afterAll(() => rm(mediaDir, { recursive: true, force: true }));

describe('artwork', () => {
  it('writes AVIF and WebP at each width, all 3:2, plus the plain WebP the content links to', async () => {
    const files = (await readdir(mediaDir)).filter((file) => file !== PAINTER_VERSION_FILE).sort();
    expect(files).toEqual(
      [
        `${KEY}.webp`,
        ...imageWidths.flatMap((width) => [`${KEY}-${width}.avif`, `${KEY}-${width}.webp`]),
      ].sort(),
    );

    for (const width of imageWidths) {
      for (const format of ['avif', 'webp'] as const) {
        const metadata = await sharp(path.join(mediaDir, `${KEY}-${width}.${format}`)).metadata();
        expect(metadata.width).toBe(width);
        expect(metadata.height).toBe(Math.round((width * 2) / 3));
        expect(metadata.format).toBe(format === 'avif' ? 'heif' : 'webp');
      }
    }
    expect((await sharp(path.join(mediaDir, `${KEY}.webp`)).metadata()).width).toBe(1600);
  });

  it('skips a key whose files already exist', async () => {
    expect(await renderArtwork(KEY, mediaDir)).toBe(0);
  });

  it('paints the tall crop, 1:2 at each of its widths, when asked for, and only its files', async () => {
    expect(await renderArtwork(KEY, mediaDir, { portrait: true })).toBe(4);

    for (const width of portraitWidths) {
      for (const format of ['avif', 'webp'] as const) {
        const file = `${KEY}-portrait-${width}.${format}`;
        const metadata = await sharp(path.join(mediaDir, file)).metadata();
        expect([file, metadata.width, metadata.height]).toEqual([file, width, width * 2]);
      }
    }
    expect(await renderArtwork(KEY, mediaDir, { portrait: true })).toBe(0);
  });

  it('paints only the files asked for, and the file a copy among them is made from', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'lux-pictures-'));
    try {
      const asked = new Set([`${KEY}-960.avif`, `${KEY}-portrait-900.webp`, `${KEY}.webp`]);

      expect(await renderArtwork(KEY, dir, { portrait: true, files: asked })).toBe(4);
      expect((await readdir(dir)).sort()).toEqual([...asked, `${KEY}-1600.webp`].sort());
      expect(await readFile(path.join(dir, `${KEY}.webp`))).toEqual(
        await readFile(path.join(dir, `${KEY}-1600.webp`)),
      );
      expect((await sharp(path.join(dir, `${KEY}-portrait-900.webp`)).metadata()).height).toBe(1800);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('crops the tall picture around the painting’s focal point, from the painting redrawn, not enlarged', async () => {
    const [file = ''] = pictureFiles(KEY, { portrait: true });
    const tall = await sharp(path.join(mediaDir, file)).resize(90, 180).raw().toBuffer();
    // The same slice cut from the 3:2 picture: the painting's full height, half as wide, at the focus.
    const sliceWidth = 1067 / 2;
    const left = Math.round(
      Math.min(Math.max((artworkFocus(KEY)[0] / 100) * 1600 - sliceWidth / 2, 0), 1600 - sliceWidth),
    );
    const slice = await sharp(path.join(mediaDir, `${KEY}.webp`))
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
    for (const file of [...abandoned, writing]) await writeFile(path.join(mediaDir, file), 'half');
    for (const file of abandoned) await utimes(path.join(mediaDir, file), hourAgo, hourAgo);

    expect(await removeAbandonedPartials(mediaDir)).toBe(2);
    const left = await readdir(mediaDir);
    expect(left).toContain(writing);
    for (const file of abandoned) expect(left).not.toContain(file);
    expect(left).toContain(`${KEY}-960.avif`);
    expect(await removeAbandonedPartials(mediaDir, Date.now() + 60 * 60_000)).toBe(1);
  });

  it('paints the same picture for a key every time, and different ones for different keys', () => {
    expect(paintLandscape(KEY).svg).toBe(paintLandscape(KEY).svg);
    expect(paintLandscape(KEY).svg).not.toBe(paintLandscape('test-desert-dawn').svg);
  });
});

describe('discardStaleArtwork', () => {
  it('removes the given keys’ files another painter version made, keeps other files and records this version', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'lux-stale-'));
    try {
      const files = [...pictureFiles(KEY), ...pictureFiles(KEY, { portrait: true })];
      await writeFile(path.join(dir, PAINTER_VERSION_FILE), 'an older version');
      await Promise.all(files.map((file) => writeFile(path.join(dir, file), 'old')));
      await writeFile(path.join(dir, 'notes.txt'), 'not artwork');

      expect(await discardStaleArtwork(dir, [KEY])).toBe(files.length);
      expect((await readdir(dir)).sort()).toEqual(['notes.txt', PAINTER_VERSION_FILE]);
      expect(await readFile(path.join(dir, PAINTER_VERSION_FILE), 'utf8')).toBe(PAINTER_VERSION);

      // This version's files are kept.
      await writeFile(path.join(dir, `${KEY}.webp`), 'new');
      expect(await discardStaleArtwork(dir, [KEY])).toBe(0);
      expect(await readdir(dir)).toContain(`${KEY}.webp`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('generateArtwork', () => {
  it('paints a key a visitor asked for before the rest, in order otherwise, and clears the note', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'lux-asked-'));
    try {
      const keys = ['test-first-lake', 'test-second-dunes', 'test-asked-coast'];
      await mkdir(path.join(dir, ASKED_FOR_DIR));
      await writeFile(path.join(dir, ASKED_FOR_DIR, 'test-asked-coast'), '');
      // A note for a key not in the list (another content's) is left to its own painter.
      await writeFile(path.join(dir, ASKED_FOR_DIR, 'test-unknown'), '');
      const painted: string[] = [];

      const result = await generateArtwork({
        mediaDir: dir,
        keys,
        fullScreenKeys: new Set(['test-second-dunes']),
        concurrency: 1,
        log: (line) => painted.push(/\] ([a-z-]+):/.exec(line)?.[1] ?? line),
      });

      expect(painted).toEqual(['test-asked-coast', 'test-first-lake', 'test-second-dunes']);
      const tallCrop = pictureFiles(KEY, { portrait: true }).length;
      expect(result).toEqual({ written: 3 * pictureFiles(KEY).length + tallCrop, skipped: 0 });
      expect(await readdir(path.join(dir, ASKED_FOR_DIR))).toEqual(['test-unknown']);
      // The full-screen key has its tall crop, the others not.
      const files = await readdir(dir);
      expect(files).toEqual(expect.arrayContaining(pictureFiles('test-second-dunes', { portrait: true })));
      expect(files).not.toContain(pictureFiles('test-first-lake', { portrait: true })[0]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
