import { z } from 'zod';
import { readContent } from '../content-files';
import { slug } from '../content-fields';

/** The home page's Explore Our Trips carousel, in order, by package slug (content/destinations/featured-packages.yaml). */
export const seedFeaturedPackages = readContent('destinations/featured-packages', z.array(slug).min(1));
