import { seedContinents } from './continents';
import { seedCountries } from './countries';
import { seedInspirationCategories } from './inspiration';
import { seedMonths } from './months';
import { seedPackages } from './packages';
import { seedSpecialCountries } from './special-countries';

export { insertDestinations, type DestinationsSeeded } from './insert';
export { seedContinents } from './continents';
export { seedCountries } from './countries';
export { seedFeaturedPackages } from './featured-packages';
export { seedMonths } from './months';
export { seedPackages } from './packages';
export { seedSpecialCountries } from './special-countries';

/** The media key of every image the destinations content shows, for the artwork generator. */
export function destinationImageKeys(): string[] {
  return [
    ...seedContinents.flatMap((continent) => [continent.hero, continent.featured]),
    ...seedCountries.flatMap((country) => [
      country.hero,
      ...country.sections.map((section) => section.image),
    ]),
    ...seedSpecialCountries.flatMap((page) => [
      page.hero,
      ...page.sections.map((section) => section.image),
      ...page.hotels.map((hotel) => hotel.image),
    ]),
    ...seedPackages.flatMap((pkg) => pkg.gallery.map(([image]) => image)),
    ...seedMonths.map((month) => month.hero),
    ...seedInspirationCategories.flatMap((category) => category.items.map((item) => item.image)),
  ];
}

/** The heroes destination pages show full-screen: continents, countries and the island pages. */
export const fullScreenDestinationHeroKeys = (): string[] => [
  ...seedContinents.map((continent) => continent.hero),
  ...seedCountries.map((country) => country.hero),
  ...seedSpecialCountries.map((page) => page.hero),
];
