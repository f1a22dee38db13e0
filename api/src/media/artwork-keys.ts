import {
  destinationImageKeys,
  experienceImageKeys,
  fullScreenDestinationHeroKeys,
  fullScreenExperienceHeroKeys,
  seedJournalPosts,
} from '../db/seed';

// Which pictures the site has: a question of its content, so answered here, beside the seed. The painter
// (the artwork workspace) paints whatever keys it is given; the media server answers for these alone.

export { heroVideoKeys } from '../db/seed';

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

/** The pictures pages show full-screen, whose tall crops are painted too (a phone held upright asks for them). */
export const fullScreenKeys = (): Set<string> =>
  new Set(['site-home-hero', ...fullScreenDestinationHeroKeys(), ...fullScreenExperienceHeroKeys()]);
