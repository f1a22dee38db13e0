import { z } from 'zod';
import { readContentFolder } from '../../content-files';
import { seedCountrySchema } from '../types';

/**
 * Every country (content/destinations/countries/, a file per region), by id. Ids are fixed: the footer
 * links `/countries/5`, `/countries/24` and others.
 */
export const seedCountries = readContentFolder('destinations/countries', z.array(seedCountrySchema))
  .flat()
  .sort((a, b) => a.id - b.id);
