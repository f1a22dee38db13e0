import { z } from 'zod';
import { readContent } from '../content-files';
import { seedMonthSchema } from './types';

/** The travel-by-month guide, January first (content/destinations/months.yaml): a month's id is its number. */
export const seedMonths = readContent('destinations/months', z.array(seedMonthSchema).length(12));
