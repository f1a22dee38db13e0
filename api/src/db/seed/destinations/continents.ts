import { z } from 'zod';
import { readContent } from '../content-files';
import { seedContinentSchema } from './types';

/** The continents in menu order (content/destinations/continents.yaml). Ids are fixed: menus on phones link continents by id. */
export const seedContinents = readContent('destinations/continents', z.array(seedContinentSchema));
