import type { NewPageSeo } from '../../routes/page-seo/page-seo.table';

export const BRAND_NAME = 'Aurelia Journeys';

export const seedPageSeo: NewPageSeo[] = [
  {
    page: 'Homepage',
    meta_title: `Bespoke Luxury Holidays & Tailor-Made Journeys | ${BRAND_NAME}`,
    meta_description:
      'Tailor-made luxury holidays planned by travel experts who know every destination first-hand: private safaris, island escapes, wellness retreats and journeys across six continents.',
    meta_keywords:
      'luxury holidays, tailor-made travel, bespoke journeys, luxury tour operator, private tours, honeymoons, wellness retreats',
  },
  {
    page: 'Journal',
    meta_title: `The Journal: Luxury Travel Stories & Destination Guides | ${BRAND_NAME}`,
    meta_description:
      'Stories and insider guides from our travel writers and experts: when to go, where to stay and the experiences worth crossing the world for.',
    meta_keywords:
      'luxury travel blog, travel journal, destination guides, travel inspiration, best time to visit',
  },
  {
    page: 'About',
    meta_title: `About Us: Travel Experts Behind Every Journey | ${BRAND_NAME}`,
    meta_description: `Meet ${BRAND_NAME}: travel specialists with more than twelve years of experience designing private, thoughtful journeys for curious travellers.`,
    meta_keywords: 'about us, luxury travel company, travel specialists, bespoke travel planning, our story',
  },
];
