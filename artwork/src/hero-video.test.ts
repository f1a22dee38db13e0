import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { renderArtwork } from './pictures';
import { heroVideoFile } from '@lux/shared/media-files';
import { HERO_VIDEO_WIDTH, type HeroVideoResult, generateHeroVideos } from './hero-video';

jest.setTimeout(120_000);

const KEY = 'test-honeymoon-maldives-overwater-lagoon';
const TWO_MEGABYTES = 2 * 1024 * 1024;

let scratchDir: string;
let mediaDir: string;
/** What making the clip answered and logged. */
let made: { result: HeroVideoResult; logged: string[] };
/**
 * Stands in for ffmpeg where a test checks which clips are made, not how: it "encodes" by copying the
 * clip made once below. A real encode takes about 14 s.
 */
let fakeFfmpeg: string;

// The clip is encoded once, here; the tests that inspect it share it.
beforeAll(async () => {
  scratchDir = await mkdtemp(path.join(tmpdir(), 'lux-hero-video-'));
  mediaDir = path.join(scratchDir, 'media');
  await mkdir(mediaDir);
  await renderArtwork(KEY, mediaDir);
  const logged: string[] = [];
  const result = await generateHeroVideos({ mediaDir, keys: [KEY], log: (line) => logged.push(line) });
  made = { result, logged };

  // A copy, so that the fake's source stays the real clip whatever the tests do to the media folder. A
  // clip not made fails the first test, which says why; the fake then fails as ffmpeg would.
  const madeClip = path.join(scratchDir, 'made.mp4');
  await copyFile(path.join(mediaDir, heroVideoFile(KEY)), madeClip).catch(() => undefined);
  fakeFfmpeg = path.join(scratchDir, 'ffmpeg');
  // ffmpeg's output is its last argument; `-version` is how generateHeroVideos checks it can run.
  const script = `#!/bin/sh\n[ "$2" = -version ] && exit 0\nfor output; do :; done\nexec cp '${madeClip}' "$output"\n`;
  await writeFile(fakeFfmpeg, script, { mode: 0o755 });
});
afterAll(() => rm(scratchDir, { recursive: true, force: true }));

interface Probe {
  streams: { codec_type: string; codec_name: string; pix_fmt?: string; width?: number; height?: number }[];
  format: { duration: string };
}

const probe = async (file: string): Promise<Probe> => {
  const { stdout } = await promisify(execFile)('ffprobe', [
    ...['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file],
  ]);
  return JSON.parse(stdout) as Probe;
};

describe('hero clips', () => {
  it('makes a short, small, muted H.264 clip from the hero artwork, ready to stream', async () => {
    const { result, logged } = made;

    expect(result).toEqual({ written: 1, present: 0, failed: 0, ffmpegMissing: false });
    expect(logged).toEqual([expect.stringContaining(heroVideoFile(KEY))]);
    const file = path.join(mediaDir, heroVideoFile(KEY));
    expect((await stat(file)).size).toBeLessThan(TWO_MEGABYTES);

    const { streams, format } = await probe(file);
    expect(streams).toEqual([
      expect.objectContaining({
        codec_type: 'video',
        codec_name: 'h264',
        pix_fmt: 'yuv420p',
        width: HERO_VIDEO_WIDTH,
      }),
    ]);
    const seconds = Number(format.duration);
    expect(seconds).toBeGreaterThanOrEqual(6);
    expect(seconds).toBeLessThanOrEqual(10);

    // Fast start: the index comes before the frames, so playback begins on the first bytes.
    const bytes = await readFile(file);
    expect(bytes.indexOf('moov')).toBeGreaterThan(0);
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
    // Only the finished clip is left behind.
    expect((await readdir(mediaDir)).filter((name) => name.includes('partial'))).toEqual([]);
  });

  it('keeps a clip newer than its still, and remakes it once the still is repainted', async () => {
    expect(await generateHeroVideos({ mediaDir, keys: [KEY] })).toEqual({
      written: 0,
      present: 1,
      failed: 0,
      ffmpegMissing: false,
    });

    const later = new Date(Date.now() + 60_000);
    await utimes(path.join(mediaDir, `${KEY}.webp`), later, later);
    expect(await generateHeroVideos({ mediaDir, keys: [KEY], ffmpeg: fakeFfmpeg })).toMatchObject({
      written: 1,
    });
  });

  it('skips with one line, making nothing, when ffmpeg is not installed', async () => {
    const emptyDir = await mkdtemp(path.join(tmpdir(), 'lux-hero-video-'));
    try {
      await renderArtwork(KEY, emptyDir);
      const logged: string[] = [];
      const result = await generateHeroVideos({
        mediaDir: emptyDir,
        keys: [KEY],
        ffmpeg: path.join(emptyDir, 'no-such-ffmpeg'),
        log: (line) => logged.push(line),
      });

      expect(result).toEqual({ written: 0, present: 0, failed: 0, ffmpegMissing: true });
      expect(logged).toEqual([
        expect.stringMatching(/^Hero clips skipped: .*no-such-ffmpeg is not installed/),
      ]);
      expect((await readdir(emptyDir)).filter((name) => name.endsWith('.mp4'))).toEqual([]);
    } finally {
      await rm(emptyDir, { recursive: true, force: true });
    }
  });

  it('reports a clip it cannot make, leaves nothing behind and makes the others', async () => {
    const emptyDir = await mkdtemp(path.join(tmpdir(), 'lux-hero-video-'));
    try {
      await renderArtwork(KEY, emptyDir);
      await writeFile(path.join(emptyDir, 'test-unreadable-lagoon.webp'), '');
      const logged: string[] = [];
      const result = await generateHeroVideos({
        mediaDir: emptyDir,
        keys: ['test-never-painted-lagoon', 'test-unreadable-lagoon', KEY],
        ffmpeg: fakeFfmpeg,
        log: (line) => logged.push(line),
      });

      expect(result).toEqual({ written: 1, present: 0, failed: 2, ffmpegMissing: false });
      expect(logged.filter((line) => line.includes('not made'))).toHaveLength(2);
      expect((await readdir(emptyDir)).filter((name) => /\.mp4|partial/.test(name))).toEqual([
        heroVideoFile(KEY),
      ]);
    } finally {
      await rm(emptyDir, { recursive: true, force: true });
    }
  });
});
