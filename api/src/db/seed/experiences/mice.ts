import { z } from 'zod';
import { readContent } from '../content-files';
import { seedMiceCategorySchema } from './types';

/** The MICE menu in order (content/experiences/mice.yaml); ids are fixed, corporate incentives is 4 (the footer links `/mice/4`). */
export const seedMiceCategories = readContent('experiences/mice', z.array(seedMiceCategorySchema));
