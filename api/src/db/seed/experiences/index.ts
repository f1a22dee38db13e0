import { numberedExperiences } from './experiences';
import { seedMiceCategories } from './mice';
import { seedWellnessCountries } from './wellness';

export { insertExperiences, type ExperiencesSeeded } from './insert';
export { numberedExperiences, seedExperienceGroups } from './experiences';
export { seedMiceCategories } from './mice';
export { seedWellnessCountries } from './wellness';

/** The media key of every image the experiences, wellness and MICE content shows, for the artwork step. */
/** The heroes experience pages show full-screen. */
export const fullScreenExperienceHeroKeys = (): string[] =>
  numberedExperiences.map(({ experience }) => experience.hero);

export function experienceImageKeys(): string[] {
  return [
    ...numberedExperiences.flatMap(({ experience }) => [
      experience.hero,
      ...experience.sections.map((section) => section.image),
    ]),
    ...seedWellnessCountries.flatMap((country) => [
      country.image,
      country.hero,
      ...country.hotels.flatMap((hotel) => [
        hotel.hero,
        ...hotel.gallery.map(([image]) => image),
        ...hotel.therapies.flatMap((group) => group.items.map((therapy) => therapy.image)),
        ...hotel.sections.map((section) => section.image),
      ]),
    ]),
    ...seedMiceCategories.flatMap((category) => [
      category.hero,
      ...category.sections.map((section) => section.image),
    ]),
  ];
}

/** The hero artwork keys of the experiences whose hero is a looping clip. */
export const heroVideoKeys = (): string[] =>
  numberedExperiences.flatMap(({ experience }) => (experience.heroVideo ? [experience.hero] : []));
