import { BRAND_NAME } from '../page-seo';
import type { SeedSection, SeedSeo } from './types';

/** `11 Nights / 12 Days` for a twelve-day itinerary. */
export const durationText = (days: number): string =>
  `${days - 1} ${days - 1 === 1 ? 'Night' : 'Nights'} / ${days} Days`;

export const seo = (title: string, description: string, keywords: readonly string[]): SeedSeo => ({
  meta_title: `${title} | ${BRAND_NAME}`,
  meta_description: description,
  meta_keywords: keywords.join(', '),
});

/** A page section; its paragraphs are separated by blank lines, as the page splits them. */
export const section = (
  heading: string,
  image: string,
  paragraphs: string | string[],
  button?: SeedSection['button'],
): SeedSection => ({
  heading,
  image,
  text: Array.isArray(paragraphs) ? paragraphs.join('\n\n') : paragraphs,
  ...(button && { button }),
});

/** The usual closing button of a country's last section. */
export const planButton = (text = 'Start Planning'): SeedSection['button'] => ({ text, href: '/enquire' });
