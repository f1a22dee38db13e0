// `npm run artwork`: paints every missing picture of the site into MEDIA_DIR with the painter (the
// artwork workspace), then makes the hero clips from them. The media server only ever serves what this
// wrote: the API image runs it at build; `npm start` runs it beside the site with --background.
//   --background   gives way to every other process and logs only its summary
//   --only REGEX   only the pictures (and clips) whose key the regular expression matches
//                  (`--only 'japan|kenya'`), for a painter at work on a few scenes, or a test that
//                  looks at a page's pictures
//   --clips        only the hero clips, and the pictures they are made from
//   --files LIST   only these files (comma-separated names, `<key>-960.avif,<key>.mp4`): the ones a page
//                  chose, for a test or a benchmark looking at it; a clip brings the still it is made from
import { parseArgs } from 'node:util';
import { discardStaleArtwork, generateArtwork, generateHeroVideos, giveWay } from '@lux/artwork';
import { heroVideoFile, pictureFiles, plainImageFile } from '@lux/shared/media-files';
import { loadConfig } from '../config';
import { artworkKeys, fullScreenKeys, heroVideoKeys } from '../media/artwork-keys';
import { runAsCommand } from './run-command';

/** The files `--files` names, with the still each clip among them is made from, and their keys. */
function filesAsked(names: string[]): { files: Set<string>; keys: Set<string | undefined> } {
  const keyOf = new Map(
    artworkKeys().flatMap((key) =>
      [...pictureFiles(key), ...pictureFiles(key, { portrait: true }), heroVideoFile(key)].map(
        (file) => [file, key] as const,
      ),
    ),
  );
  const files = new Set(names.filter(Boolean));
  const unknown = [...files].filter((file) => !keyOf.has(file));
  if (unknown.length > 0) throw new Error(`--files: the painter makes no ${unknown.join(', ')}`);
  for (const key of heroVideoKeys()) if (files.has(heroVideoFile(key))) files.add(plainImageFile(key));
  return { files, keys: new Set([...files].map((file) => keyOf.get(file))) };
}

export interface PaintOptions {
  /** Only the keys this matches (`--only`). */
  only?: RegExp;
  /** Only the hero clips, and the pictures they are made from (`--clips`). */
  clipsOnly?: boolean;
  /** Only these files (`--files`). */
  files?: string[];
  /** Each key's line as it is painted. */
  log?: (message: string) => void;
  /** Where the files go: the API's MEDIA_DIR by default. */
  mediaDir?: string;
}

export interface Painted {
  written: number;
  skipped: number;
  clips: number;
}

/**
 * What `npm run artwork` does, for a caller that paints many times in one process (the browser tests,
 * through scripts/lib/artwork.cjs): Node, sharp and the content are loaded once, not once a page.
 */
export async function paintArtwork({
  only,
  clipsOnly,
  files,
  log,
  mediaDir = loadConfig(process.env).mediaDir,
}: PaintOptions = {}): Promise<Painted> {
  const asked = files === undefined ? undefined : filesAsked(files);
  const chosen = (keys: string[]) =>
    keys.filter((key) => (!only || only.test(key)) && (!asked || asked.keys.has(key)));
  const clipKeys = chosen(heroVideoKeys()).filter((key) => !asked || asked.files.has(heroVideoFile(key)));
  const keys = clipsOnly ? clipKeys : chosen(artworkKeys());

  // Over every key, whatever --only picks: the version it records vouches for the whole folder.
  const discarded = await discardStaleArtwork(mediaDir, artworkKeys());
  if (discarded > 0) log?.(`Removed ${discarded} files an older painter made`);
  const { written, skipped } = await generateArtwork({
    mediaDir,
    keys,
    fullScreenKeys: fullScreenKeys(),
    files: asked?.files,
    log,
  });
  const clips = await generateHeroVideos({ mediaDir, keys: clipKeys, log });
  return { written, skipped, clips: clips.written };
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      background: { type: 'boolean' },
      only: { type: 'string' },
      clips: { type: 'boolean' },
      files: { type: 'string' },
    },
  });
  if (values.background) giveWay();
  const started = Date.now();
  const { mediaDir } = loadConfig(process.env);
  console.log(`Painting ${values.background ? 'the remaining ' : ''}artwork into ${mediaDir}`);
  const { written, skipped, clips } = await paintArtwork({
    mediaDir,
    only: values.only === undefined ? undefined : new RegExp(values.only),
    clipsOnly: values.clips,
    files: values.files?.split(','),
    log: values.background ? undefined : (message) => console.log(message),
  });
  console.log(
    `Artwork done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${written} files written, ${skipped} images already present, ${clips} hero clips made`,
  );
  return 0;
}

runAsCommand(module, main);
