import { z } from 'zod';
import { readContent } from '../content-files';
import { seedSpecialCountrySchema } from './types';

/** Island-style pages (content/destinations/special-countries.yaml): countries whose links go to `/special/countries/{slug}`. */
export const seedSpecialCountries = readContent(
  'destinations/special-countries',
  z.array(seedSpecialCountrySchema),
);
