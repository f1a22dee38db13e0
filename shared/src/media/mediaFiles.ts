/**
 * The files the media server paints for every picture key, and their names: one contract between the
 * painter (api/src/media/artwork.ts) and the pages that ask for them (ResponsiveImage).
 */

/** The widths of every picture (3:2), each in AVIF and WebP: `<key>-<width>.<format>`. */
export const imageWidths = [480, 960, 1600] as const;
export const imageFormats = ['avif', 'webp'] as const;
export type ImageFormat = (typeof imageFormats)[number];

export const imageFile = (key: string, width: number, format: ImageFormat) => `${key}-${width}.${format}`;

/**
 * A phone held upright: its full-screen hero shows a narrow slice of the 3:2 picture, so it is given the
 * tall crop instead, drawn sharp where the 3:2 file would be enlarged about one and a half times.
 */
export const portraitScreen = '(max-width: 599px) and (max-aspect-ratio: 3/4)';

/**
 * The widths of a picture's tall crop (1:2, around its focal point), for phones showing it full-screen:
 * 900 for a phone drawing it at up to 2x (a 390 × 844 screen at 2x draws it 844 px wide, Lighthouse's
 * 412 px phone at 1.75x 721 px: Chromium's choice between densities gives both this file), 1080 for
 * sharper screens.
 */
export const portraitWidths = [900, 1080] as const;

export const portraitFile = (key: string, width: number, format: ImageFormat) =>
  `${key}-portrait-${width}.${format}`;

/** The plain URL content stores for a picture: its largest WebP, for clients that ignore srcset. */
export const plainImageFile = (key: string) => `${key}.webp`;

/** The files of a picture in the media folder: its 3:2 widths and formats and plain WebP, or its tall crop's. */
export const pictureFiles = (key: string, { portrait = false } = {}): string[] =>
  portrait
    ? portraitWidths.flatMap((width) => imageFormats.map((format) => portraitFile(key, width, format)))
    : [
        ...imageWidths.flatMap((width) => imageFormats.map((format) => imageFile(key, width, format))),
        plainImageFile(key),
      ];

/**
 * The folder in the media folder where the API leaves a note (an empty file named by the key) for each
 * picture a visitor asked for before it was painted: the painter paints those first. A dot folder, which
 * the media server never serves.
 */
export const ASKED_FOR_DIR = '.asked-for';

/** The looping clip of an experience's hero, made from its picture: `<key>.mp4`. */
export const heroVideoFile = (key: string) => `${key}.mp4`;
