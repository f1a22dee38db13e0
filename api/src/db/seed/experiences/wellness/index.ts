import { readContent } from '../../content-files';
import { experiencesMenu } from '../menu';
import { seedWellnessCountrySchema } from '../types';

/**
 * The wellness countries in menu order (content/experiences/wellness/, a file each, listed in
 * menu.yaml); ids are fixed, India is 5 (the footer's 'Wellness in India').
 */
export const seedWellnessCountries = experiencesMenu.wellness.map((file) =>
  readContent(`experiences/wellness/${file}`, seedWellnessCountrySchema),
);
