import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { destinationImageKeys, experienceImageKeys, seedJournalPosts } from '../db/seed';
import { ARTWORK_HEIGHT, ARTWORK_WIDTH, paintLandscape } from './landscape';
import { createRandom } from './landscape/random';

/** Responsive widths; the front end builds its srcset from these (`<key>-<width>.avif|webp`). */
export const ARTWORK_WIDTHS = [480, 960, 1600] as const;
const LARGEST_WIDTH = 1600;

/**
 * Raised whenever the painter changes what existing keys look like. A media folder painted by another
 * version is repainted once, in full; without it the files already there would be kept for ever.
 */
export const PAINTER_VERSION = '14';
/** The file in the media folder naming the version that painted it. */
export const PAINTER_VERSION_FILE = 'painter-version';

/** Artwork the static front-end pages use, beside every image the seeded content links to. */
export const SITE_ARTWORK_KEYS = [
  'site-home-hero',
  'site-about-hero',
  'site-about-story',
  'site-about-purpose',
  'site-about-journey',
  'site-legal-hero',
  'site-journal-hero',
  'site-journal-teaser',
  'site-cta',
  'site-not-found',
] as const;

// A seed URL may carry its focal point as a fragment (`#focus=62,48`), which names no file.
const MEDIA_URL = /^\/media\/([a-z0-9-]+)\.webp(#focus=\d+,\d+)?$/;

/** Every image key the site needs: the static pages' and each one linked from seed content. */
export function artworkKeys(): string[] {
  const urls = seedJournalPosts.flatMap((post) => [
    post.featured_image,
    ...post.blocks.flatMap((block) => (block.block_type === 'image' ? [block.image_url] : [])),
  ]);
  const keys = urls.map((url) => {
    const key = MEDIA_URL.exec(url)?.[1];
    if (!key) throw new Error(`Seed image URL "${url}" is not of the form /media/<key>.webp`);
    return key;
  });
  return [...new Set([...SITE_ARTWORK_KEYS, ...keys, ...destinationImageKeys(), ...experienceImageKeys()])];
}

const heightFor = (width: number) => Math.round((width * ARTWORK_HEIGHT) / ARTWORK_WIDTH);

interface Variant {
  file: string;
  width: number;
  format: 'avif' | 'webp';
  /** Byte-identical to this other variant, so copied rather than encoded twice. */
  sameAs?: string;
}

const variantsOf = (key: string): Variant[] => [
  ...ARTWORK_WIDTHS.flatMap((width) =>
    (['avif', 'webp'] as const).map((format) => ({ file: `${key}-${width}.${format}`, width, format })),
  ),
  // The plain URL stored in content: the largest WebP, for clients that ignore srcset.
  { file: `${key}.webp`, width: LARGEST_WIDTH, format: 'webp', sameAs: `${key}-${LARGEST_WIDTH}.webp` },
];

/** The files painting `key` writes into the media folder. */
export const artworkFiles = (key: string): string[] => variantsOf(key).map((variant) => variant.file);

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/** Write then rename, so an interrupted run never leaves a truncated file that later runs would skip. */
async function writeAtomically(target: string, write: (partial: string) => Promise<unknown>): Promise<void> {
  const partial = `${target}.${process.pid}.partial`;
  await write(partial);
  await fs.rename(partial, target);
}

const encode = (image: ReturnType<typeof sharp>, format: Variant['format']) =>
  format === 'avif'
    ? // Effort 0 encodes about twice as fast as effort 1 for a file a few per cent larger at the
      // same quality; the default effort would take ten times as long. 4:2:0 chroma, as WebP always
      // has, saves a fifth of the encoding time and some bytes, with no difference to see in a landscape.
      image.avif({ quality: 55, effort: 0, chromaSubsampling: '4:2:0' })
    : // Effort 2 gives files the size of effort 4's (the grain dominates them) in half the time.
      image.webp({ quality: 80, effort: 2 });

/**
 * Paints one key and writes its missing variants; returns how many files it wrote. The SVG is
 * rasterised once, each width is resized once, and its AVIF and WebP are encoded side by side.
 */
export async function renderArtwork(key: string, mediaDir: string): Promise<number> {
  const missing: Variant[] = [];
  for (const variant of variantsOf(key)) {
    if (!(await exists(path.join(mediaDir, variant.file)))) missing.push(variant);
  }
  if (missing.length === 0) return 0;

  const painting = await rasterise(key);
  const encoded = missing.filter((variant) => !variant.sameAs);
  const widths = [...new Set(encoded.map((variant) => variant.width))];
  await Promise.all(
    widths.map(async (width) => {
      const resized =
        width === painting.raw.width
          ? painting
          : await sharp(painting.data, { raw: painting.raw })
              .resize(width, heightFor(width))
              .raw()
              .toBuffer({ resolveWithObject: true })
              .then(({ data, info }) => ({
                data,
                raw: { width: info.width, height: info.height, channels: info.channels },
              }));
      await Promise.all(
        encoded
          .filter((variant) => variant.width === width)
          .map((variant) =>
            writeAtomically(path.join(mediaDir, variant.file), (partial) =>
              encode(sharp(resized.data, { raw: resized.raw }), variant.format).toFile(partial),
            ),
          ),
      );
    }),
  );

  // Copies of a variant written above (or by an earlier run), never encoded twice.
  for (const { file, sameAs } of missing) {
    if (!sameAs) continue;
    await writeAtomically(path.join(mediaDir, file), (partial) =>
      fs.copyFile(path.join(mediaDir, sameAs), partial),
    );
  }
  return missing.length;
}

/** The painting as full-size RGB pixels with film grain, ready to resize and encode. */
async function rasterise(key: string) {
  const { data, info } = await sharp(Buffer.from(paintLandscape(key).svg))
    .removeAlpha()
    .composite([
      {
        input: filmGrain(),
        raw: { width: ARTWORK_WIDTH, height: ARTWORK_HEIGHT, channels: 3 },
        blend: 'soft-light',
      },
    ])
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, raw: { width: info.width, height: info.height, channels: info.channels } };
}

let grain: Buffer | undefined;

/**
 * Mid-grey noise: under a soft-light blend it leaves tones alone and adds a fine, photographic
 * texture, so flat gradients do not band. Made once per process; SVG's feTurbulence costs ~1 s a picture.
 */
function filmGrain(): Buffer {
  if (!grain) {
    const random = createRandom(0x9e3779b9);
    grain = Buffer.alloc(ARTWORK_WIDTH * ARTWORK_HEIGHT * 3);
    for (let i = 0; i < grain.length; i += 3) {
      const value = 128 + Math.round((random() - 0.5) * 40);
      grain[i] = value;
      grain[i + 1] = value;
      grain[i + 2] = value;
    }
  }
  return grain;
}

/**
 * Readies the media folder for this painter: when another version painted it (or one before versions
 * were recorded), every site image's files are removed, to be painted again when next made or asked
 * for. The version is recorded only once they are gone, so an interrupted clean-up starts over.
 * Returns how many files it removed.
 */
export async function discardStaleArtwork(mediaDir: string): Promise<number> {
  await fs.mkdir(mediaDir, { recursive: true });
  const versionFile = path.join(mediaDir, PAINTER_VERSION_FILE);
  if ((await fs.readFile(versionFile, 'utf8').catch(() => undefined)) === PAINTER_VERSION) return 0;

  const present = new Set(await fs.readdir(mediaDir));
  const stale = artworkKeys()
    .flatMap(artworkFiles)
    .filter((file) => present.has(file));
  await Promise.all(stale.map((file) => fs.rm(path.join(mediaDir, file), { force: true })));
  await fs.writeFile(versionFile, PAINTER_VERSION);
  return stale.length;
}

export interface GenerateArtworkOptions {
  mediaDir: string;
  keys?: readonly string[];
  /** Images painted at once; by default one more than the machine has cores. */
  concurrency?: number;
  log?: (message: string) => void;
}

/** Paints artwork for every key that lacks it. Files this version painted are kept, so re-running is cheap. */
export async function generateArtwork(
  options: GenerateArtworkOptions,
): Promise<{ written: number; skipped: number }> {
  const {
    mediaDir,
    keys = artworkKeys(),
    // One more than the cores: while one picture's SVG is rasterised on a single thread, another
    // picture's encodes keep the remaining cores busy.
    concurrency = os.availableParallelism() + 1,
    log = () => undefined,
  } = options;
  await discardStaleArtwork(mediaDir);

  let next = 0;
  let written = 0;
  let skipped = 0;
  const worker = async () => {
    while (next < keys.length) {
      const index = next;
      next += 1;
      const key = keys[index];
      if (key === undefined) break;
      const started = Date.now();
      const files = await renderArtwork(key, mediaDir);
      // Logs only what it paints: every start of the API runs this, and usually nothing is missing.
      if (files === 0) {
        skipped += 1;
        continue;
      }
      written += files;
      log(`[${index + 1}/${keys.length}] ${key}: ${files} files in ${Date.now() - started} ms`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return { written, skipped };
}
