import { journeyTabs } from '@lux/shared/contract';
import { readContent } from '../content-files';
import { tileOf } from './journeys';
import { seedJourneyTilesSchema, type SeedJourneySection } from './types';

/** The Start Your Journey grid, tab by tab (content/home/journey-section.yaml). */
const tiles = readContent('home/journey-section', seedJourneyTilesSchema);
export const seedJourneySection = Object.fromEntries(
  journeyTabs.map((tab) => [tab, tiles[tab].map((tile) => tileOf(tile, `The home page's ${tab} tab`))]),
) as SeedJourneySection;
