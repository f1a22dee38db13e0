import type { SeedCountry } from '../types';
import { africaCountries } from './africa';
import { americasCountries } from './americas';
import { asiaCountries } from './asia';
import { europeCountries } from './europe';
import { indianOceanCountries } from './indian-ocean';
import { middleEastCountries } from './middle-east';
import { oceaniaCountries } from './oceania';

/** Every country, by id. Ids are fixed: the footer links `/countries/5`, `/countries/24` and others. */
export const seedCountries: SeedCountry[] = [
  ...asiaCountries,
  ...indianOceanCountries,
  ...europeCountries,
  ...middleEastCountries,
  ...africaCountries,
  ...oceaniaCountries,
  ...americasCountries,
].sort((a, b) => a.id - b.id);
