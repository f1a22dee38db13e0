import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { heroVideoFile } from '@lux/shared/media-files';
import sharp from 'sharp';
import { partialFileOf } from './pictures';
import { ARTWORK_WIDTH, artworkFocus, paintLandscape } from './landscape';

/** The clip's length: long enough to feel like film, short enough to stay small. */
export const HERO_VIDEO_SECONDS = 8;
const FPS = 25;
const FRAMES = HERO_VIDEO_SECONDS * FPS;
/** 3:2 like the artwork, as wide as a full-screen hero on a large laptop draws it. */
export const HERO_VIDEO_WIDTH = 1920;
const HERO_VIDEO_HEIGHT = 1280;
/** How far the camera moves in: 12 per cent at the middle of the clip. */
const ZOOM = 0.12;

/**
 * ffmpeg's arguments for a clip that pushes slowly in towards the painting's focal point and back out,
 * ending on its first frame, so the browser's loop has no seam. The painting is enlarged first because
 * zoompan moves in whole pixels: at four times the output size a step is too small to see as a judder.
 */
function ffmpegArguments(key: string, painting: string, output: string): string[] {
  const [focusX, focusY] = artworkFocus(key).map((percent) => percent / 100);
  const zoom = `1+${ZOOM / 2}-${ZOOM / 2}*cos(2*PI*on/${FRAMES})`;
  const x = `max(0,min(iw-iw/zoom,iw*${focusX}-iw/zoom/2))`;
  const y = `max(0,min(ih-ih/zoom,ih*${focusY}-ih/zoom/2))`;
  return [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
    ...['-i', painting],
    ...[
      '-vf',
      `scale=${HERO_VIDEO_WIDTH * 4}:-2,zoompan=z='${zoom}':x='${x}':y='${y}':d=${FRAMES}:s=${HERO_VIDEO_WIDTH}x${HERO_VIDEO_HEIGHT}:fps=${FPS},format=yuv420p`,
    ],
    ...['-frames:v', String(FRAMES)],
    // Muted: a background clip has no sound, and browsers autoplay only silent video.
    '-an',
    // x264's `medium`: measured on a clip against `slow`, a quarter less encoding time for the same
    // picture (PSNR 47.18 dB against 47.23) in a file 4% larger.
    ...['-c:v', 'libx264', '-preset', 'medium', '-profile:v', 'high', '-crf', '26'],
    // A ceiling on the rate keeps the file under two megabytes whatever the painting's detail.
    ...['-maxrate', '2000k', '-bufsize', '4000k'],
    // The index at the front, so the browser starts playing before the whole file has arrived.
    ...['-movflags', '+faststart'],
    ...['-f', 'mp4', output],
  ];
}

/** Runs a program to its end; rejects with its error output when it fails. */
function run(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} exited with ${code}: ${stderr.trim()}`)),
    );
  });
}

/** Whether `ffmpeg` can be started at all; a missing binary is the only failure this forgives. */
async function canRunFfmpeg(ffmpeg: string): Promise<boolean> {
  try {
    await run(ffmpeg, ['-hide_banner', '-version']);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

const modifiedAt = (file: string) =>
  fs.stat(file).then(
    (stats) => stats.mtimeMs,
    () => undefined,
  );

export interface HeroVideoOptions {
  mediaDir: string;
  /** Artwork keys whose clips to make; their stills must be painted already. */
  keys: readonly string[];
  /** The ffmpeg program: a name looked up on PATH, or a path. */
  ffmpeg?: string;
  log?: (message: string) => void;
}

export interface HeroVideoResult {
  written: number;
  present: number;
  /** Clips ffmpeg could not make (each logged); their pages show the still. */
  failed: number;
  /** True when ffmpeg could not be started, so no clip was made; pages then show the poster. */
  ffmpegMissing: boolean;
}

/**
 * The painting at twice the clip's width, without the stills' film grain (the encoder would only smear
 * it): the 1600 px still, enlarged, would make a soft clip.
 */
const paintingForClip = (key: string): Promise<Buffer> =>
  sharp(Buffer.from(paintLandscape(key).svg), { density: (72 * HERO_VIDEO_WIDTH * 2) / ARTWORK_WIDTH })
    .resize(HERO_VIDEO_WIDTH * 2)
    .removeAlpha()
    .png({ compressionLevel: 1 })
    .toBuffer();

/**
 * Makes the clip of one key once its still is painted, unless a clip newer than the still is there
 * already, so a repainted still gets a new clip once. A clip that cannot be made (its still missing or
 * unreadable: the poster the page would show under it) is logged and left out: it only adds motion to
 * a page that has its still.
 */
async function makeHeroVideo(
  key: string,
  { mediaDir, ffmpeg = 'ffmpeg', log = () => undefined }: Omit<HeroVideoOptions, 'keys'>,
): Promise<'written' | 'present' | 'failed'> {
  const still = path.join(mediaDir, `${key}.webp`);
  const target = path.join(mediaDir, heroVideoFile(key));
  const [stillAt, clipAt] = await Promise.all([modifiedAt(still), modifiedAt(target)]);
  if (stillAt !== undefined && clipAt !== undefined && clipAt >= stillAt) return 'present';

  const started = Date.now();
  // Written beside the target, then renamed: an interrupted run never leaves a clip later runs keep.
  const partial = partialFileOf(target);
  const painting = `${partial}.png`;
  try {
    await sharp(still).metadata();
    await fs.writeFile(painting, await paintingForClip(key));
    await run(ffmpeg, ffmpegArguments(key, painting, partial));
    await fs.rename(partial, target);
    log(`Hero clip ${heroVideoFile(key)} in ${Date.now() - started} ms`);
    return 'written';
  } catch (error) {
    log(`Hero clip ${heroVideoFile(key)} not made: ${(error as Error).message}`);
    return 'failed';
  } finally {
    await Promise.all([fs.rm(partial, { force: true }), fs.rm(painting, { force: true })]);
  }
}

/**
 * Makes the looping hero clip of every experience that has one, from its painted still, with Debian's
 * ffmpeg (see makeHeroVideo). Without ffmpeg, says so in one line and makes nothing: the experience
 * page falls back to the still.
 */
export async function generateHeroVideos(options: HeroVideoOptions): Promise<HeroVideoResult> {
  const { keys, ffmpeg = 'ffmpeg', log = () => undefined } = options;
  if (!(await canRunFfmpeg(ffmpeg))) {
    log(`Hero clips skipped: ${ffmpeg} is not installed (experience pages show their hero image instead)`);
    return { written: 0, present: 0, failed: 0, ffmpegMissing: true };
  }

  const counts = { written: 0, present: 0, failed: 0 };
  for (const key of keys) counts[await makeHeroVideo(key, options)] += 1;
  return { ...counts, ffmpegMissing: false };
}
