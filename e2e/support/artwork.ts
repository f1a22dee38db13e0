import { createRequire } from 'node:module';
import { test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

// The tests run on a media folder the painter has not filled (that takes minutes): the media server
// answers a picture not painted yet with a transparent pixel, as on a fresh `npm start`. What a test
// looks at (a clip, a picture's pixels or its file's width) is painted first, by the command a deploy
// runs, so the test sees the very files production serves.
export const { paintArtwork, paintPicturesIn } = createRequire(__filename)(
  '../../scripts/lib/artwork.cjs',
) as {
  paintArtwork: (args: string[]) => Promise<number>;
  paintPicturesIn: (text: string, origin: string) => Promise<number>;
};

/**
 * Paints every picture shown within `scope` (the page's main content by default) that is not painted
 * yet, and the clip of any that has one, and reloads the page when it painted any, so it shows them.
 */
export async function paintPicturesOf(page: Page, scope: Locator = page.getByRole('main')): Promise<void> {
  // A page reached by a click may show its heading before its pictures: wait for what will be painted.
  await scope.locator('picture img').first().waitFor({ state: 'attached' });
  const srcsets = await scope
    .locator('picture source, picture img')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('srcset') ?? ''));
  const started = Date.now();
  const painted = await paintPicturesIn(srcsets.join(' '), new URL(page.url()).origin);
  // The painting's time (a clip takes half a minute on two busy cores) is not the page's.
  test.info().setTimeout(test.info().timeout + (Date.now() - started));
  if (painted > 0) await page.reload();
}
