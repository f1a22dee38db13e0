import { z } from 'zod';
import { readContent } from '../content-files';
import { tileOf } from '../home/journeys';
import type { SeedJourneyItem } from '../home/types';
import { seedInspirationCategorySchema } from './types';

export interface SeedInspirationCategory {
  name: string;
  items: SeedJourneyItem[];
}

/** The inspiration menu, in order (content/destinations/inspiration.yaml); items open existing pages. */
export const seedInspirationCategories: SeedInspirationCategory[] = readContent(
  'destinations/inspiration',
  z.array(seedInspirationCategorySchema),
).map(({ name, items }) => ({
  name,
  items: items.map((item) => tileOf(item, `The inspiration menu's "${name}"`)),
}));
