import { seedCountries } from '../destinations/countries';
import { seedPackages } from '../destinations/packages';
import { seedSpecialCountries } from '../destinations/special-countries';
import { numberedExperiences } from '../experiences/experiences';
import { seedWellnessCountries } from '../experiences/wellness';
import { resolver } from '../insert-helpers';
import type { SeedMonth } from '../destinations/types';
import type { SeedJourneyItem } from './types';

const experience = resolver(
  'experience',
  new Map(numberedExperiences.map(({ experience: found }) => [found.slug, found])),
);
const country = resolver('country', new Map(seedCountries.map((found) => [found.slug, found])));
const specialPage = new Map(seedSpecialCountries.map((page) => [page.country, page]));
const wellnessCountry = resolver(
  'wellness country',
  new Map(seedWellnessCountries.map((found) => [found.slug, found])),
);
const seedPackage = resolver('package', new Map(seedPackages.map((found) => [found.slug, found])));

/** A tile for an experience page, with the experience's hero. */
export const experienceTile = (slug: string): SeedJourneyItem => {
  const found = experience(slug, 'The home page');
  return { name: found.name, image: found.hero, href: `/experiences/${slug}` };
};

/**
 * A tile for a country by SPEC 2.1's rule: its special page when it has one (with that page's hero),
 * else its country page.
 */
export const countryTile = (slug: string): SeedJourneyItem => {
  const { name, hero } = country(slug, 'The home page');
  const special = specialPage.get(slug);
  return special
    ? { name, image: special.hero, href: `/special/countries/${slug}` }
    : { name, image: hero, href: `/countries/${slug}` };
};

/** A tile for a wellness country's page, with its picture in the experiences menu. */
export const wellnessTile = (slug: string): SeedJourneyItem => {
  const { name, image } = wellnessCountry(slug, 'The home page');
  return { name, image, href: `/wellness/countries/${slug}` };
};

/** A tile for a month of the travel-by-month guide. */
export const monthTile = (month: SeedMonth): SeedJourneyItem => ({
  name: month.name,
  image: month.hero,
  href: `/inspiration/travel-by-month/${month.name.toLowerCase()}`,
});

/** The name of a seeded package, the journey a traveller speaks of. */
export const journeyName = (slug: string, from: string): string => seedPackage(slug, from).name;

/**
 * A picture from a seeded package's gallery. The collage takes one the quote speaks of rather than the
 * featured one, which the trips carousel below it already shows.
 */
export const journeyPicture = (slug: string, picture: string, from: string): string => {
  const { gallery } = seedPackage(slug, from);
  if (!gallery.some(([image]) => image === picture)) {
    throw new Error(`${from} shows "${picture}", which is not in the gallery of package "${slug}"`);
  }
  return picture;
};
