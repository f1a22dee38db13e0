import styled from '@emotion/styled';
import {
  imageFile,
  imageWidths,
  portraitFile,
  portraitScreen,
  portraitWidths,
  type ImageFormat,
} from '../media/mediaFiles';
import { usePageHeadRecord } from '@lux/store';

/** Every generated image is 3:2; width and height attributes reserve its space (no layout shift). */
const intrinsic = { width: 1600, height: 1067 } as const;

// `/media/<key>.webp`, perhaps with the painting's focal point as a fragment: `#focus=62,48`.
const ourMedia = /^\/media\/([^#]+)\.webp(?:#|$)/;
const focusFragment = /#focus=(\d{1,3}),(\d{1,3})$/;

/**
 * The focal point named in an image URL as CSS `object-position`, so a crop to a narrow or wide box
 * keeps the subject in view; the centre, the CSS default, when it names none.
 */
export function focusPosition(src: string): string | undefined {
  const match = focusFragment.exec(src);
  if (!match) return undefined;
  const [x, y] = [Number(match[1]), Number(match[2])];
  return x <= 100 && y <= 100 ? `${x}% ${y}%` : undefined;
}

/** The width over height of every generated image. */
const IMAGE_RATIO = 3 / 2;

/** `sizes` split into its entries, at the commas outside parentheses (`clamp(20px, 5vw, 64px)` is one value). */
function sizesEntries(sizes: string): string[] {
  const entries: string[] = [];
  let depth = 0;
  let start = 0;
  [...sizes].forEach((char, index) => {
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) {
      entries.push(sizes.slice(start, index).trim());
      start = index + 1;
    }
  });
  return [...entries, sizes.slice(start).trim()];
}

/**
 * `sizes` for a picture that covers a box narrower than itself: a 3:2 image filling a 4:5 box is drawn
 * 1.875 times the box's width, and cropped. Each entry's width (`sizes` gives the box's) is scaled to
 * the width the picture is really drawn at, so a 2x screen gets a file of twice that.
 */
export function coverSizes(sizes: string, boxRatio: number): string {
  const scale = IMAGE_RATIO / boxRatio;
  if (scale <= 1) return sizes;
  return sizesEntries(sizes)
    .map((entry) => {
      const condition = /^\(.*?\)\s+(?=[^\s])/.exec(entry)?.[0] ?? '';
      const width = entry.slice(condition.length);
      return `${condition}calc(${width} * ${Math.round(scale * 1000) / 1000})`;
    })
    .join(', ');
}

const srcSet = (key: string, format: ImageFormat) =>
  imageWidths.map((width) => `/media/${imageFile(key, width, format)} ${width}w`).join(', ');

const portraitSrcSet = (key: string, format: ImageFormat) =>
  portraitWidths.map((width) => `/media/${portraitFile(key, width, format)} ${width}w`).join(', ');
/** The tall crop covers the screen: drawn as wide as it, or half as wide as it is tall on a taller one. */
const portraitSizes = 'max(100vw, 50vh)';

interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn, e.g. '(min-width: 900px) 50vw, 100vw'. */
  sizes: string;
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean;
  /** Drawn full-screen: on a phone held upright, the picture's tall crop (`portraitScreen`). */
  portrait?: boolean;
  className?: string;
}

/**
 * Our media images as a <picture> with AVIF and WebP variants; anything else as a plain image.
 * Sized by its container: it fills it and crops to cover.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  priority = false,
  portrait = false,
  className,
}: ResponsiveImageProps) {
  const key = ourMedia.exec(src)?.[1];
  const record = usePageHeadRecord();
  // The first priority image of a server render is the page's hero: the HTML preloads it.
  if (priority) {
    record?.recordImage(
      key
        ? {
            src: `/media/${imageFile(key, 960, 'avif')}`,
            srcSet: srcSet(key, 'avif'),
            sizes,
            type: 'image/avif',
          }
        : { src },
      key && portrait
        ? {
            src: `/media/${portraitFile(key, portraitWidths[0], 'avif')}`,
            srcSet: portraitSrcSet(key, 'avif'),
            sizes: portraitSizes,
            type: 'image/avif',
            media: portraitScreen,
          }
        : undefined,
    );
  }
  const objectPosition = focusPosition(src);
  const style = objectPosition ? { objectPosition } : undefined;
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : 'auto';
  if (!key) {
    return (
      <Img
        src={src}
        alt={alt}
        {...intrinsic}
        loading={loading}
        fetchPriority={fetchPriority}
        className={className}
        style={style}
      />
    );
  }
  return (
    <Picture>
      {portrait && (
        <>
          <source
            media={portraitScreen}
            type="image/avif"
            srcSet={portraitSrcSet(key, 'avif')}
            sizes={portraitSizes}
          />
          <source
            media={portraitScreen}
            type="image/webp"
            srcSet={portraitSrcSet(key, 'webp')}
            sizes={portraitSizes}
          />
        </>
      )}
      <source type="image/avif" srcSet={srcSet(key, 'avif')} sizes={sizes} />
      <Img
        src={`/media/${imageFile(key, 960, 'webp')}`}
        srcSet={srcSet(key, 'webp')}
        sizes={sizes}
        alt={alt}
        {...intrinsic}
        loading={loading}
        fetchPriority={fetchPriority}
        // The hero too: the page's text is shown without waiting for the hero's decoding (an AVIF the
        // size of a phone's screen took 70 ms on the bench machine, four times that on a phone), and
        // the hero fills in a frame later over its backdrop.
        decoding="async"
        className={className}
        style={style}
      />
    </Picture>
  );
}

// The <picture> takes no box of its own: the image sizes against the container, as a plain <img> would.
const Picture = styled.picture`
  display: contents;
`;

const Img = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
  background: #d8cdb9;
`;
