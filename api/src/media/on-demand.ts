import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { heroVideoKeys } from '../db/seed';
import { artworkFiles, artworkKeys, renderArtwork } from './artwork';
import { canRunFfmpeg, heroVideoFile, makeHeroVideo } from './hero-video';

export interface OnDemandMediaOptions {
  mediaDir: string;
  /** The ffmpeg program for hero clips: a name looked up on PATH, or a path. */
  ffmpeg?: string;
  log?: (message: string) => void;
}

export interface OnDemandMedia {
  /**
   * Makes a site image or hero clip that is not on disk yet, and resolves once it is there (or, for a
   * clip, once it is known it cannot be made). Any other name resolves at once, making nothing.
   */
  prepare(file: string): Promise<void>;
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/** At most `limit` of the functions run at a time; the rest wait their turn, first come first served. */
function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/** One run of `make` per key at a time: whoever asks while it runs shares its result. */
function sharedRuns(make: (key: string) => Promise<void>) {
  const running = new Map<string, Promise<void>>();
  return (key: string): Promise<void> => {
    let run = running.get(key);
    if (!run) {
      run = make(key).finally(() => running.delete(key));
      running.set(key, run);
    }
    return run;
  };
}

/**
 * Paints artwork when it is first asked for, into the media folder `npm run artwork` fills, with the
 * same files, so a fresh clone serves the site without painting ~700 images first. Only the files of
 * known keys are ever made: their names are listed up front and looked up exactly, so no request can
 * name a path of its own or make the server paint something new.
 */
export function onDemandMedia({
  mediaDir,
  ffmpeg = 'ffmpeg',
  log = () => undefined,
}: OnDemandMediaOptions): OnDemandMedia {
  const pictures = new Map(
    artworkKeys().flatMap((key) => artworkFiles(key).map((file) => [file, key] as const)),
  );
  // A phone's full-screen hero asks for its picture's tall crop, which only those heroes have up front.
  const portraits = new Map(
    artworkKeys().flatMap((key) => artworkFiles(key, { portrait: true }).map((file) => [file, key] as const)),
  );
  const clips = new Map(heroVideoKeys().map((key) => [heroVideoFile(key), key]));
  // As many paintings at once as `npm run artwork` runs: more would only queue for the cores and hold
  // each one's pixels in memory longer.
  const limit = concurrencyLimit(os.availableParallelism() + 1);
  let ffmpegFound: Promise<boolean> | undefined;
  // A clip ffmpeg failed on is not tried again for every request: the page shows its still instead.
  const unfilmable = new Set<string>();

  const painter = (portrait: boolean) =>
    sharedRuns((key) =>
      limit(async () => {
        const started = Date.now();
        const written = await renderArtwork(key, mediaDir, { portrait });
        if (written > 0)
          log(`Painted ${key} on first request: ${written} files in ${Date.now() - started} ms`);
      }),
    );
  const paint = painter(false);
  const paintPortrait = painter(true);

  const film = sharedRuns(async (key) => {
    ffmpegFound ??= canRunFfmpeg(ffmpeg);
    if (unfilmable.has(key) || !(await ffmpegFound)) return;
    await paint(key);
    if ((await makeHeroVideo(key, { mediaDir, ffmpeg, log })) === 'failed') unfilmable.add(key);
  });

  return {
    async prepare(file) {
      const picture = pictures.get(file);
      if (picture !== undefined) {
        if (!(await exists(path.join(mediaDir, file)))) await paint(picture);
        return;
      }
      const portrait = portraits.get(file);
      if (portrait !== undefined) {
        if (!(await exists(path.join(mediaDir, file)))) await paintPortrait(portrait);
        return;
      }
      const clip = clips.get(file);
      // Checked on every request: a still repainted since its clip was made needs a new clip.
      if (clip !== undefined) await film(clip);
    },
  };
}
