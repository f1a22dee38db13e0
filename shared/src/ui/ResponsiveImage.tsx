import styled from '@emotion/styled';

/** Widths the media server renders for every generated image (AVIF and WebP). */
export const imageWidths = [480, 960, 1600] as const;
/** Every generated image is 3:2; width and height attributes reserve its space (no layout shift). */
const intrinsic = { width: 1600, height: 1067 } as const;

const ourMedia = /^\/media\/(.+)\.webp$/;

const srcSet = (key: string, format: 'avif' | 'webp') =>
  imageWidths.map((width) => `/media/${key}-${width}.${format} ${width}w`).join(', ');

interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn, e.g. '(min-width: 900px) 50vw, 100vw'. */
  sizes: string;
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * Our media images as a <picture> with AVIF and WebP variants; anything else as a plain image.
 * Sized by its container: it fills it and crops to cover.
 */
export function ResponsiveImage({ src, alt, sizes, priority = false, className }: ResponsiveImageProps) {
  const key = ourMedia.exec(src)?.[1];
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
      />
    );
  }
  return (
    <Picture>
      <source type="image/avif" srcSet={srcSet(key, 'avif')} sizes={sizes} />
      <Img
        src={`/media/${key}-960.webp`}
        srcSet={srcSet(key, 'webp')}
        sizes={sizes}
        alt={alt}
        {...intrinsic}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        className={className}
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
