// `npm run artwork`: paints every missing picture of the site into MEDIA_DIR with the painter (the
// artwork workspace), then makes the hero clips from them. The media server only ever serves what this
// wrote: the API image runs it at build; `npm start` runs it beside the site with --background.
//   --background   gives way to every other process and logs only its summary
//   --only REGEX   only the pictures (and clips) whose key the regular expression matches
//                  (`--only 'japan|kenya'`), for a painter at work on a few scenes, or a test that
//                  looks at a page's pictures
//   --clips        only the hero clips, and the pictures they are made from
import { parseArgs } from 'node:util';
import { discardStaleArtwork, generateArtwork, generateHeroVideos, giveWay } from '@lux/artwork';
import { loadConfig } from '../config';
import { artworkKeys, fullScreenKeys, heroVideoKeys } from '../media/artwork-keys';
import { runAsCommand } from './run-command';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { background: { type: 'boolean' }, only: { type: 'string' }, clips: { type: 'boolean' } },
  });
  if (values.background) giveWay();
  const { mediaDir } = loadConfig(process.env);
  const only = values.only === undefined ? undefined : new RegExp(values.only);
  const chosen = (keys: string[]) => (only ? keys.filter((key) => only.test(key)) : keys);
  const clipKeys = chosen(heroVideoKeys());
  const keys = values.clips ? clipKeys : chosen(artworkKeys());

  const started = Date.now();
  console.log(`Painting ${values.background ? 'the remaining ' : ''}artwork into ${mediaDir}`);
  // Over every key, whatever --only picks: the version it records vouches for the whole folder.
  const discarded = await discardStaleArtwork(mediaDir, artworkKeys());
  if (discarded > 0) console.log(`Removed ${discarded} files an older painter made`);
  const log = values.background ? undefined : (message: string) => console.log(message);
  const { written, skipped } = await generateArtwork({
    mediaDir,
    keys,
    fullScreenKeys: fullScreenKeys(),
    log,
  });
  const clips = await generateHeroVideos({ mediaDir, keys: clipKeys, log });
  console.log(
    `Artwork done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${written} files written, ${skipped} images already present, ${clips.written} hero clips made`,
  );
  return 0;
}

runAsCommand(module, main);
