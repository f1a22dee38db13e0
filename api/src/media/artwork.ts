import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { seedJournalPosts } from '../db/seed';
import { ARTWORK_HEIGHT, ARTWORK_WIDTH, paintLandscape } from './landscape';
import { createRandom } from './landscape/random';

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

  const { data, raw } = await rasterise(key);
  for (const { file, width, format, sameAs } of missing) {
    // Write then rename, so an interrupted run never leaves a truncated file that later runs would skip.
    const target = path.join(mediaDir, file);
    const partial = `${target}.${process.pid}.partial`;
    const original = sameAs && path.join(mediaDir, sameAs);
    if (original && (await exists(original))) {
      await fs.copyFile(original, partial);
    } else {
      const image = sharp(data, { raw }).resize(width, heightFor(width));
      const encoded =
        format === 'avif'
          ? // Effort 1 encodes about four times faster than the default for a file ~15% larger.
            image.avif({ quality: 55, effort: 1 })
          : image.webp({ quality: 80, effort: 4 });
      await encoded.toFile(partial);
    }
    await fs.rename(partial, target);
  }
  return missing.length;
}

/** The painting as full-size RGB pixels with film grain, ready to resize and encode. */
async function rasterise(key: string) {
  const { data, info } = await sharp(Buffer.from(paintLandscape(key)))
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
