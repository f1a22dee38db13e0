import { seedMonths } from '../destinations/months';
import { countryTile, experienceTile, monthTile, wellnessTile } from './journeys';
import type { SeedJourneySection } from './types';

/**
 * The Start Your Journey grid, tab by tab. Every tile opens a page the site already has, so tiles are
 * built from that page's seed: its name, its own picture and its address. Eight to a tab fills the
 * grid's rows at four across and at two; the months take all twelve.
 */
export const seedJourneySection: SeedJourneySection = {
  by_traveller: [
    'honeymoons',
    'family-holidays',
    'solo-journeys',
    'multi-generational-journeys',
    'friends-getaways',
    'journeys-with-teenagers',
    'anniversaries',
    'accessible-luxury-travel',
  ].map(experienceTile),
  most_popular: [
    'maldives',
    'japan',
    'italy',
    'kenya',
    'sri-lanka',
    'india',
    'south-africa',
    'new-zealand',
  ].map(countryTile),
  // The five wellness countries, then the three ways of travelling for wellbeing, to fill the rows.
  wellness: [
    ...['sri-lanka', 'thailand', 'bhutan', 'maldives', 'india'].map(wellnessTile),
    ...['ayurveda-retreats', 'yoga-and-meditation', 'spa-escapes'].map(experienceTile),
  ],
  by_month: seedMonths.map(monthTile),
};
