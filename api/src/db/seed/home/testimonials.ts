import { readContent } from '../content-files';
import { seedHomeTestimonialsSchema } from './types';

/**
 * The home page's traveller words (content/home/testimonials.yaml). The collage shows each with a
 * picture of the journey it is about: on wide screens the pictures gather at both sides of the quote;
 * on phones they fill a box above it. Places are whole percentages of the collage's box (9:4 wide, 4:5
 * on phones).
 */
const testimonials = readContent('home/testimonials', seedHomeTestimonialsSchema);
export const seedTestimonialCollage = testimonials.collage;
export const seedRotatingTestimonials = testimonials.rotating;
