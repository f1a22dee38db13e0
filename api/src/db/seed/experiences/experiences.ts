import { heroVideoFile } from '@lux/shared/media-files';
import { readContent } from '../content-files';
import { experiencesMenu } from './menu';
import { seedExperienceGroupSchema, type SeedExperience } from './types';

/** The experiences menu, in order (content/experiences/groups/, a file each, listed in menu.yaml). */
export const seedExperienceGroups = experiencesMenu.groups.map((file) =>
  readContent(`experiences/groups/${file}`, seedExperienceGroupSchema),
);

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

/** The looping hero clip of an experience, made from its hero artwork by `npm run artwork`. */
export const heroVideoUrl = (heroKey: string): string => `/media/${heroVideoFile(heroKey)}`;
