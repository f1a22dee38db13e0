import { createRequire } from 'node:module';
import { test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

// The tests run on a media folder the painter has not filled (that takes minutes): the media server
// answers a picture not painted yet with a transparent pixel, as on a fresh `npm start`. What a test
// looks at (a clip, a picture's pixels or its file's width) is painted first, by the command a deploy
// runs, so the test sees the very files production serves: the files this page chose, not every width,
// format and crop of their pictures, which would cost as much again.
const { paintFiles, mediaFilesIn, keyOfFile } = createRequire(__filename)(
  '../../scripts/lib/artwork.cjs',
) as {
  paintFiles: (files: string[], origin: string) => Promise<number>;
  mediaFilesIn: (text: string) => string[];
  keyOfFile: (file: string) => string | undefined;
};

/** The longest a painting may take before its test fails. */
const PAINTING_ALLOWANCE_MS = 5 * 60_000;

/**
 * Paints the file each picture shown within `scope` (the page's main content by default) chose, and with
 * `clips` the clip of any that has one, that are not painted yet, and reloads the page when it painted
 * any, so it shows them. A lazy picture is loaded first, so that it chooses its file.
 */
export async function paintPicturesOf(
  page: Page,
  scope: Locator = page.getByRole('main'),
  { clips = false } = {},
): Promise<void> {
  // A page reached by a click may show its heading before its pictures: wait for what will be painted.
  await scope.locator('picture img').first().waitFor({ state: 'attached' });
  const chosen = await scope.locator('picture img').evaluateAll(async (images: HTMLImageElement[]) => {
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    return images.map((image) => image.currentSrc).join(' ');
  });
  const pictures = mediaFilesIn(chosen);
  const files = clips
    ? [...pictures, ...new Set(pictures.map((file) => `${keyOfFile(file)}.mp4`))]
    : pictures;
  // The painting's time (a clip takes half a minute on two busy cores, over a minute on a slow host) is
  // not the page's: room for it while it runs, then the test's own time plus what it took.
  const { timeout } = test.info();
  test.info().setTimeout(timeout + PAINTING_ALLOWANCE_MS);
  const started = Date.now();
  const painted = await paintFiles(files, new URL(page.url()).origin);
  test.info().setTimeout(timeout + (Date.now() - started));
  if (painted > 0) await page.reload();
}
