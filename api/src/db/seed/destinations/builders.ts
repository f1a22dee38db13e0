import { BRAND_NAME } from '../page-seo';
import type { SeedSeo } from './types';

/** `11 Nights / 12 Days` for a twelve-day itinerary. */
export const durationText = (days: number): string =>
  `${days - 1} ${days - 1 === 1 ? 'Night' : 'Nights'} / ${days} Days`;

export const seo = (title: string, description: string, keywords: readonly string[]): SeedSeo => ({
  meta_title: `${title} | ${BRAND_NAME}`,
  meta_description: description,
  meta_keywords: keywords.join(', '),
});
