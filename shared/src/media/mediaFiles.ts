/**
 * The files the media server paints for every picture key, and their names: one contract between the
 * painter (api/src/media/artwork.ts) and the pages that ask for them (ResponsiveImage).
 */

/** The widths of every picture (3:2), each in AVIF and WebP: `<key>-<width>.<format>`. */
export const imageWidths = [480, 960, 1600] as const;
export const imageFormats = ['avif', 'webp'] as const;
export type ImageFormat = (typeof imageFormats)[number];

export const imageFile = (key: string, width: number, format: ImageFormat) => `${key}-${width}.${format}`;

/** The width of a picture's tall crop (1:2, around its focal point), for phones showing it full-screen. */
export const portraitWidth = 1080;

export const portraitFile = (key: string, format: ImageFormat) =>
  `${key}-portrait-${portraitWidth}.${format}`;
