import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { seedJournalPosts } from '../db/seed';
import { ARTWORK_HEIGHT, ARTWORK_WIDTH, paintLandscape } from './landscape';

/** Responsive widths; the front end builds its srcset from these (`<key>-<width>.avif|webp`). */
export const ARTWORK_WIDTHS = [480, 960, 1600] as const;
const LARGEST_WIDTH = 1600;

/** Artwork the static front-end pages use, beside every image the seeded content links to. */
export const SITE_ARTWORK_KEYS = [
  'site-home-hero',
  'site-about-hero',
  'site-about-story',
  'site-about-purpose',
  'site-about-journey',
  'site-legal-hero',
  'site-journal-hero',
  'site-cta',
  'site-not-found',
] as const;

const MEDIA_URL = /^\/media\/([a-z0-9-]+)\.webp$/;

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
  return [...new Set([...SITE_ARTWORK_KEYS, ...keys])];
}

const heightFor = (width: number) => Math.round((width * ARTWORK_HEIGHT) / ARTWORK_WIDTH);

interface Variant {
  file: string;
  width: number;
  format: 'avif' | 'webp';
}

const variantsOf = (key: string): Variant[] => [
  ...ARTWORK_WIDTHS.flatMap((width) =>
    (['avif', 'webp'] as const).map((format) => ({ file: `${key}-${width}.${format}`, width, format })),
  ),
  // The plain URL stored in content: the largest WebP, for clients that ignore srcset.
  { file: `${key}.webp`, width: LARGEST_WIDTH, format: 'webp' },
];

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/** Paints one key and writes its missing variants; returns how many files it wrote. */
export async function renderArtwork(key: string, mediaDir: string): Promise<number> {
  const missing: Variant[] = [];
  for (const variant of variantsOf(key)) {
    if (!(await exists(path.join(mediaDir, variant.file)))) missing.push(variant);
  }
  if (missing.length === 0) return 0;

  // Rasterise the SVG once at full size; every variant is resized from those pixels.
  const { data, info } = await sharp(Buffer.from(paintLandscape(key)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };

  for (const { file, width, format } of missing) {
    const image = sharp(data, { raw }).resize(width, heightFor(width));
    const encoded =
      format === 'avif'
        ? // Effort 2 encodes several times faster than the default 4 for a barely larger file.
          image.avif({ quality: 55, effort: 2 })
        : image.webp({ quality: 80, effort: 4 });
    const target = path.join(mediaDir, file);
    // Write then rename, so an interrupted run never leaves a truncated file that later runs would skip.
    const partial = `${target}.${process.pid}.partial`;
    await encoded.toFile(partial);
    await fs.rename(partial, target);
  }
  return missing.length;
}

export interface GenerateArtworkOptions {
  mediaDir: string;
  keys?: readonly string[];
  /** Images painted at once; sharp already spreads each encode over the cores. */
  concurrency?: number;
  log?: (message: string) => void;
}

/** Paints artwork for every key that lacks it. Existing files are kept, so re-running is cheap. */
export async function generateArtwork(
  options: GenerateArtworkOptions,
): Promise<{ written: number; skipped: number }> {
  const { mediaDir, keys = artworkKeys(), concurrency = 2, log = () => undefined } = options;
  await fs.mkdir(mediaDir, { recursive: true });

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
      if (files === 0) {
        skipped += 1;
        log(`[${index + 1}/${keys.length}] ${key}: up to date`);
      } else {
        written += files;
        log(`[${index + 1}/${keys.length}] ${key}: ${files} files in ${Date.now() - started} ms`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return { written, skipped };
}
