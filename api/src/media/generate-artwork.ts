import { loadConfig } from '../config';
import { generateArtwork } from './artwork';
import { generateHeroVideos } from './hero-video';

// `npm run artwork`: paints every missing image into MEDIA_DIR, then makes the hero clips from them.
async function main(): Promise<void> {
  const { mediaDir } = loadConfig();
  const started = Date.now();
  console.log(`Painting artwork into ${mediaDir}`);
  const log = (message: string) => console.log(message);
  const { written, skipped } = await generateArtwork({ mediaDir, log });
  const clips = await generateHeroVideos({ mediaDir, log });
  console.log(
    `Artwork done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${written} files written, ${skipped} images already present, ${clips.written} hero clips made`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
