import type { SeedWellnessCountry } from '../types';
import { bhutan } from './bhutan';
import { india } from './india';
import { maldives } from './maldives';
import { sriLanka } from './sri-lanka';
import { thailand } from './thailand';

/** The wellness countries in menu order; ids are fixed, India is 5 (the footer's 'Wellness in India'). */
export const seedWellnessCountries: SeedWellnessCountry[] = [sriLanka, thailand, bhutan, maldives, india];
