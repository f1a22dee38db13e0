import { seoMeta, travelAgency, usePageMeta } from '@lux/shared';
import { useGetPageSeoQuery } from '../api';

/** Used when the Homepage SEO record is missing or the API is down (SPEC 2.3). */
export const homeSeoFallback = {
  title: 'Aurelia Journeys | Bespoke Luxury Holidays and Tailor-Made Journeys',
  description:
    'Bespoke luxury journeys across Asia, Africa, Europe and the Pacific, designed around you by travel experts who know every destination first-hand.',
  keywords: 'luxury travel, bespoke holidays, tailor-made journeys, luxury tours, honeymoons, private travel',
};

export function useHomeSeo() {
  const { data } = useGetPageSeoQuery('Homepage');
  usePageMeta({ ...seoMeta(data?.seo, homeSeoFallback), structuredData: [travelAgency()] });
}
