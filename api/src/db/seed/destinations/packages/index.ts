import { z } from 'zod';
import { readContentFolder } from '../../content-files';
import { seedPackageSchema } from '../types';

/** Every package (content/destinations/packages/, a file per region), by id. Ids are fixed: continent pages link trips by id. */
export const seedPackages = readContentFolder('destinations/packages', z.array(seedPackageSchema))
  .flat()
  .sort((a, b) => a.id - b.id);
