import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  ASKED_FOR_DIR,
  imageFile,
  imageFormats,
  imageWidths,
  pictureFiles,
  plainImageFile,
  portraitFile,
  portraitWidths,
} from '@lux/shared/media-files';
import sharp from 'sharp';
import { ARTWORK_HEIGHT, ARTWORK_WIDTH, artworkFocus, paintLandscape } from './landscape';
import { createRandom } from './landscape/random';

const LARGEST_WIDTH = Math.max(...imageWidths);

/**
 * Raised whenever the painter changes what existing keys look like. A media folder painted by another
 * version is repainted once, in full; without it the files already there would be kept for ever.
 */
export const PAINTER_VERSION = '14';
/** The file in the media folder naming the version that painted it. */
export const PAINTER_VERSION_FILE = 'painter-version';

// The tall crop of a picture, 1:2, for a phone that shows it full-screen: a slice of the painting's full
// height around its focal point, painted at the largest of `portraitWidths` and resized for the others,
// so a phone draws it sharp (the 3:2 picture would have to be 2,500 px wide for that slice to be as sharp).
const PORTRAIT_PAINTED_WIDTH = Math.max(...portraitWidths);

interface Variant {
  file: string;
  width: number;
  format: 'avif' | 'webp';
  /** The tall crop rather than the whole 3:2 picture. */
  portrait?: boolean;
  /** Byte-identical to this other variant, so copied rather than encoded twice. */
  sameAs?: string;
}

const variantsOf = (key: string): Variant[] => [
  ...imageWidths.flatMap((width) =>
    imageFormats.map((format) => ({ file: imageFile(key, width, format), width, format })),
  ),
  {
    file: plainImageFile(key),
    width: LARGEST_WIDTH,
    format: 'webp',
    sameAs: imageFile(key, LARGEST_WIDTH, 'webp'),
  },
  ...portraitWidths.flatMap((width) =>
    imageFormats.map((format) => ({ file: portraitFile(key, width, format), width, format, portrait: true })),
  ),
];

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/** Write then rename, so an interrupted run never leaves a truncated file that later runs would skip. */
async function writeAtomically(target: string, write: (partial: string) => Promise<unknown>): Promise<void> {
  const partial = partialFileOf(target);
  try {
    await write(partial);
    await fs.rename(partial, target);
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  }
}

/**
 * Where this process writes `target` before renaming it into place, so an interrupted write never
 * leaves a file that later runs would keep. (A clip's painting goes beside it, with `.png` added.)
 */
export const partialFileOf = (target: string) => `${target}.${process.pid}.partial`;

// What a painter killed mid-write leaves (`partialFileOf`, and a clip's `.png` beside it). No file takes
// minutes to write, so one this old has no writer left, in this process or another sharing the folder.
const PARTIAL_FILE = /\.\d+\.partial(\.png)?$/;
const ABANDONED_AFTER_MS = 10 * 60_000;

/** Removes the partial files that painters killed mid-write left in the media folder; returns how many. */
export async function removeAbandonedPartials(mediaDir: string, now = Date.now()): Promise<number> {
  const partials = (await fs.readdir(mediaDir)).filter((file) => PARTIAL_FILE.test(file));
  const removed = await Promise.all(
    partials.map(async (file) => {
      const target = path.join(mediaDir, file);
      const modified = await fs.stat(target).then(
        (stats) => stats.mtimeMs,
        () => now,
      );
      if (now - modified < ABANDONED_AFTER_MS) return false;
      await fs.rm(target, { force: true });
      return true;
    }),
  );
  return removed.filter(Boolean).length;
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
 * rasterised once, each width is resized once, and its AVIF and WebP are encoded side by side. The
 * tall crop is painted only when asked for (`portrait`): for the pictures pages show full-screen. With
 * `files`, only those of its variants are (and the file a copy among them is made from).
 */
export async function renderArtwork(
  key: string,
  mediaDir: string,
  { portrait = false, files }: { portrait?: boolean; files?: ReadonlySet<string> } = {},
): Promise<number> {
  const variants = variantsOf(key);
  const asked = ({ file }: Variant) =>
    !files || files.has(file) || variants.some((copy) => copy.sameAs === file && files.has(copy.file));
  const missing: Variant[] = [];
  for (const variant of variants) {
    if ((variant.portrait && !portrait) || !asked(variant)) continue;
    if (!(await exists(path.join(mediaDir, variant.file)))) missing.push(variant);
  }
  if (missing.length === 0) return 0;

  // Painted once, whichever of its parts are drawn from it.
  const { svg } = paintLandscape(key);
  const tall = missing.filter((variant) => variant.portrait);
  if (tall.length > 0) await writeVariants(await rasterise(svg, key, portraitCrop(key)), tall, mediaDir);
  const whole = missing.filter((variant) => !variant.portrait);
  if (whole.length === 0) return missing.length;

  await writeVariants(
    await rasterise(svg, key),
    whole.filter((variant) => !variant.sameAs),
    mediaDir,
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

type Raster = Awaited<ReturnType<typeof rasterise>>;

/** Writes `variants` of one raster: each width resized once (keeping its ratio), its formats side by side. */
async function writeVariants(raster: Raster, variants: Variant[], mediaDir: string) {
  const widths = [...new Set(variants.map((variant) => variant.width))];
  await Promise.all(
    widths.map(async (width) => {
      const resized =
        width === raster.raw.width
          ? raster
          : await sharp(raster.data, { raw: raster.raw })
              .resize(width, Math.round((width * raster.raw.height) / raster.raw.width))
              .raw()
              .toBuffer({ resolveWithObject: true })
              .then(({ data, info }) => ({
                data,
                raw: { width: info.width, height: info.height, channels: info.channels },
              }));
      await Promise.all(
        variants
          .filter((variant) => variant.width === width)
          .map((variant) =>
            writeAtomically(path.join(mediaDir, variant.file), (partial) =>
              encode(sharp(resized.data, { raw: resized.raw }), variant.format).toFile(partial),
            ),
          ),
      );
    }),
  );
}

/** A part of the painting drawn at its own size: the SVG's view box over `box`, drawn `width` × `height`. */
interface Crop {
  box: { x: number; width: number };
  width: number;
  height: number;
}

/** The tall crop's slice: the painting's full height, centred on its focal point where the edges allow. */
function portraitCrop(key: string): Crop {
  const width = ARTWORK_HEIGHT / 2;
  const centre = (artworkFocus(key)[0] / 100) * ARTWORK_WIDTH;
  const x = Math.min(Math.max(centre - width / 2, 0), ARTWORK_WIDTH - width);
  return { box: { x, width }, width: PORTRAIT_PAINTED_WIDTH, height: PORTRAIT_PAINTED_WIDTH * 2 };
}

/**
 * The painting as RGB pixels with film grain, ready to resize and encode: whole at 1600 × 1067, or a
 * crop of it drawn at the crop's own size (the SVG redrawn, not enlarged).
 */
async function rasterise(painted: string, key: string, crop?: Crop) {
  let svg = painted;
  const [width, height] = crop ? [crop.width, crop.height] : [ARTWORK_WIDTH, ARTWORK_HEIGHT];
  if (crop) {
    const root = `width="${ARTWORK_WIDTH}" height="${ARTWORK_HEIGHT}" viewBox="0 0 ${ARTWORK_WIDTH} ${ARTWORK_HEIGHT}"`;
    if (!svg.includes(root)) throw new Error(`The painting of ${key} does not open as a ${root} SVG`);
    svg = svg.replace(
      root,
      () =>
        `width="${width}" height="${height}" viewBox="${crop.box.x} 0 ${crop.box.width} ${ARTWORK_HEIGHT}"`,
    );
  }
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .composite([
      { input: filmGrain(width, height), raw: { width, height, channels: 3 }, blend: 'soft-light' },
    ])
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, raw: { width: info.width, height: info.height, channels: info.channels } };
}

const grains = new Map<string, Buffer>();

/**
 * Mid-grey noise: under a soft-light blend it leaves tones alone and adds a fine, photographic
 * texture, so flat gradients do not band. Made once per size and process; SVG's feTurbulence costs
 * ~1 s a picture.
 */
function filmGrain(width: number, height: number): Buffer {
  const size = `${width}x${height}`;
  let grain = grains.get(size);
  if (!grain) {
    const random = createRandom(0x9e3779b9);
    grain = Buffer.alloc(width * height * 3);
    for (let i = 0; i < grain.length; i += 3) {
      const value = 128 + Math.round((random() - 0.5) * 40);
      grain[i] = value;
      grain[i + 1] = value;
      grain[i + 2] = value;
    }
    grains.set(size, grain);
  }
  return grain;
}

/**
 * Readies the media folder for this painter: when another version painted it (or one before versions
 * were recorded), every file of `keys` is removed, to be painted again. The version is recorded only
 * once they are gone, so an interrupted clean-up starts over. Returns how many files it removed.
 */
export async function discardStaleArtwork(mediaDir: string, keys: readonly string[]): Promise<number> {
  await fs.mkdir(mediaDir, { recursive: true });
  const versionFile = path.join(mediaDir, PAINTER_VERSION_FILE);
  if ((await fs.readFile(versionFile, 'utf8').catch(() => undefined)) === PAINTER_VERSION) return 0;

  const present = new Set(await fs.readdir(mediaDir));
  const stale = keys
    .flatMap((key) => [...pictureFiles(key), ...pictureFiles(key, { portrait: true })])
    .filter((file) => present.has(file));
  await Promise.all(stale.map((file) => fs.rm(path.join(mediaDir, file), { force: true })));
  await fs.writeFile(versionFile, PAINTER_VERSION);
  return stale.length;
}

/** The keys visitors asked for before they were painted, as the API noted them (`ASKED_FOR_DIR`). */
const askedFor = (mediaDir: string): Promise<string[]> =>
  fs.readdir(path.join(mediaDir, ASKED_FOR_DIR)).catch(() => []);

export interface GenerateArtworkOptions {
  mediaDir: string;
  /** The keys to paint, in the order to paint them (those a visitor asked for come first). */
  keys: readonly string[];
  /** The keys pages show full-screen, whose tall crops are painted too. */
  fullScreenKeys: ReadonlySet<string>;
  /**
   * Only these files of the keys: the ones a page chose, for a test or a benchmark looking at that page
   * on a media folder not painted yet (a key's other widths, formats and crop cost as much again).
   */
  files?: ReadonlySet<string>;
  /** Images painted at once; by default one more than the machine has cores. */
  concurrency?: number;
  log?: (message: string) => void;
}

/**
 * Paints artwork for every key that lacks it. Files already there are kept, so re-running is cheap:
 * `discardStaleArtwork` first, over every key of the site, removes those another version painted.
 * Before each key it looks for keys a visitor asked for (`ASKED_FOR_DIR`) and paints those first.
 */
export async function generateArtwork(
  options: GenerateArtworkOptions,
): Promise<{ written: number; skipped: number }> {
  const {
    mediaDir,
    keys,
    fullScreenKeys,
    files,
    // One more than the cores: while one picture's SVG is rasterised on a single thread, another
    // picture's encodes keep the remaining cores busy.
    concurrency = os.availableParallelism() + 1,
    log = () => undefined,
  } = options;
  await removeAbandonedPartials(mediaDir);

  const toPaint = new Set(keys);
  const nextKey = async (): Promise<string | undefined> => {
    const asked = (await askedFor(mediaDir)).find((key) => toPaint.has(key));
    const key = asked ?? toPaint.values().next().value;
    if (key !== undefined) toPaint.delete(key);
    return key;
  };
  let written = 0;
  let skipped = 0;
  const worker = async () => {
    for (let key = await nextKey(); key !== undefined; key = await nextKey()) {
      const started = Date.now();
      const count = await renderArtwork(key, mediaDir, { portrait: fullScreenKeys.has(key), files });
      // A key painted only in part is still the background painter's to finish first.
      if (!files) await fs.rm(path.join(mediaDir, ASKED_FOR_DIR, key), { force: true });
      // Logs only what it paints: usually nothing is missing.
      if (count === 0) {
        skipped += 1;
        continue;
      }
      written += count;
      log(
        `[${keys.length - toPaint.size}/${keys.length}] ${key}: ${count} files in ${Date.now() - started} ms`,
      );
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return { written, skipped };
}
