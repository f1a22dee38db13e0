import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { loadConfig } from '../config';
import { artworkKeys, generateArtwork } from './artwork';
import { generateHeroVideos } from './hero-video';
import { heroVideoKeys } from '../db/seed';

// `npm run artwork`: paints every missing image into MEDIA_DIR, then makes the hero clips from them.
// With --background (as `npm start` runs it once the site is up, the API painting on demand meanwhile)
// it gives way to every other process and logs only its summary.
const background = process.argv.includes('--background');
// With --only PATTERN it paints only the keys the regular expression matches (`--only 'japan|kenya'`),
// for a painter at work on a few scenes.
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt === -1 ? undefined : new RegExp(process.argv[onlyAt + 1] ?? '');

/** Lowest priority, for this process and the threads and ffmpeg processes it starts. */
function giveWay(): void {
  os.setPriority(os.constants.priority.PRIORITY_LOW);
  try {
    // Linux sets priorities per thread, and Node has started its worker threads already.
    for (const thread of readdirSync('/proc/self/task')) {
      os.setPriority(Number(thread), os.constants.priority.PRIORITY_LOW);
    }
    // Linux with autogroup shares the CPU between sessions first, so a session of its own (as npm start
    // runs it) would still take half the cores; its group gives way too. Never a terminal's session.
    const session = Number(readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ')[3]);
    if (session === process.pid) writeFileSync('/proc/self/autogroup', '19');
  } catch {
    // Not Linux, or no autogroup: the process's own priority is all there is.
  }
}

async function main(): Promise<void> {
  if (background) giveWay();
  const { mediaDir } = loadConfig();
  const started = Date.now();
  console.log(`Painting ${background ? 'the remaining ' : ''}artwork into ${mediaDir}`);
  const log = background ? undefined : (message: string) => console.log(message);
  const keys = only ? artworkKeys().filter((key) => only.test(key)) : undefined;
  const { written, skipped } = await generateArtwork({ mediaDir, log, keys });
  const clips = await generateHeroVideos({
    mediaDir,
    log,
    keys: only ? heroVideoKeys().filter((key) => only.test(key)) : undefined,
  });
  console.log(
    `Artwork done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${written} files written, ${skipped} images already present, ${clips.written} hero clips made`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
