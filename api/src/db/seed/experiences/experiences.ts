import { byTraveller } from './groups/by-traveller';
import { cultureAndCuisine } from './groups/culture-and-cuisine';
import { romanceAndCelebrations } from './groups/romance-and-celebrations';
import { wellnessRetreats } from './groups/wellness-retreats';
import { wildlifeAndAdventure } from './groups/wildlife-and-adventure';
import type { SeedExperience, SeedExperienceGroup } from './types';

/** The experiences menu, in order. */
export const seedExperienceGroups: SeedExperienceGroup[] = [
  byTraveller,
  wildlifeAndAdventure,
  cultureAndCuisine,
  romanceAndCelebrations,
  wellnessRetreats,
];

/**
 * Every experience with its id: items are numbered across the groups in menu order, from 1. The footer
 * links `/experiences/6` (family holidays) and `/experiences/21` (honeymoons), so an item added or
 * moved must keep those two where they are.
 */
export const numberedExperiences: {
  id: number;
  groupId: number;
  group: string;
  position: number;
  experience: SeedExperience;
}[] = seedExperienceGroups
  .flatMap((group, groupIndex) =>
    group.items.map((experience, position) => ({
      groupId: groupIndex + 1,
      group: group.name,
      position,
      experience,
    })),
  )
  .map((item, index) => ({ id: index + 1, ...item }));

/** The looping hero clip of an experience, made from its hero artwork by the artwork step. */
export const heroVideoUrl = (heroKey: string): string => `/media/${heroKey}.mp4`;
