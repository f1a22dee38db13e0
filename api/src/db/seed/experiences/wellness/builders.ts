import type { SeedProgram } from '../types';

/** Rupees in Indian digit grouping: `₹2,45,000`. */
export const inr = (amount: number): string => `₹${amount.toLocaleString('en-IN')}`;

// Retreats price a room for one at roughly 1.7 times the per-person twin rate.
const SINGLE_OCCUPANCY = 1.7;

/** One length of a programme, priced per person sharing, with the single occupancy price beside it. */
export const program = (duration: string, fromPerPerson: number, includes: string[]): SeedProgram => ({
  duration,
  includes,
  price: [
    `From ${inr(fromPerPerson)} per person, twin share`,
    `Single occupancy from ${inr(Math.round((fromPerPerson * SINGLE_OCCUPANCY) / 1000) * 1000)}`,
  ],
});
