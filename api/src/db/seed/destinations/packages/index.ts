import type { SeedPackage } from '../types';
import { africaPackages } from './africa';
import { americasPackages } from './americas';
import { asiaPackages } from './asia';
import { europePackages } from './europe';
import { indianOceanPackages } from './indian-ocean';
import { middleEastPackages } from './middle-east';
import { oceaniaPackages } from './oceania';

/** Every package, by id. Ids are fixed: continent pages link trips by id. */
export const seedPackages: SeedPackage[] = [
  ...asiaPackages,
  ...indianOceanPackages,
  ...africaPackages,
  ...europePackages,
  ...middleEastPackages,
  ...oceaniaPackages,
  ...americasPackages,
].sort((a, b) => a.id - b.id);
