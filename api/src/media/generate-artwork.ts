import { loadConfig } from '../config';
import { generateArtwork } from './artwork';

// `npm run artwork`: paints every missing image into MEDIA_DIR.
async function main(): Promise<void> {
  const { mediaDir } = loadConfig();
  const started = Date.now();
  console.log(`Painting artwork into ${mediaDir}`);
  const { written, skipped } = await generateArtwork({ mediaDir, log: (message) => console.log(message) });
  console.log(
    `Artwork done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${written} files written, ${skipped} images already present`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
