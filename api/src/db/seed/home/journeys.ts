import { seedCountries } from '../destinations/countries';
import { seedMonths } from '../destinations/months';
import { seedPackages } from '../destinations/packages';
import { seedSpecialCountries } from '../destinations/special-countries';
import type { SeedTile } from '../destinations/types';
import { numberedExperiences } from '../experiences/experiences';
import { seedWellnessCountries } from '../experiences/wellness';
import { resolver } from '../insert-helpers';
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
const month = resolver('month', new Map(seedMonths.map((found) => [found.name, found])));
const seedPackage = resolver('package', new Map(seedPackages.map((found) => [found.slug, found])));

/**
 * The tile of the page a content file names (`{ experience: honeymoons }`): that page's name, its own
 * picture and its address. A country's tile opens its island page when it has one (SPEC 2.1), with
 * that page's hero; a wellness country's shows its picture in the experiences menu; a package's, the
 * first of its gallery.
 */
export function tileOf(tile: SeedTile, from: string): SeedJourneyItem {
  if ('experience' in tile) {
    const { name, hero } = experience(tile.experience, from);
    return { name, image: hero, href: `/experiences/${tile.experience}` };
  }
  if ('country' in tile) {
    const { name, hero } = country(tile.country, from);
    const special = specialPage.get(tile.country);
    return special
      ? { name, image: special.hero, href: `/special/countries/${tile.country}` }
      : { name, image: hero, href: `/countries/${tile.country}` };
  }
  if ('wellness' in tile) {
    const { name, image } = wellnessCountry(tile.wellness, from);
    return { name, image, href: `/wellness/countries/${tile.wellness}` };
  }
  if ('month' in tile) {
    const { name, hero } = month(tile.month, from);
    return { name, image: hero, href: `/inspiration/travel-by-month/${name.toLowerCase()}` };
  }
  const { name, gallery } = seedPackage(tile.package, from);
  const [[image] = []] = gallery;
  if (!image) throw new Error(`${from} shows package "${tile.package}", which has no pictures`);
  return { name, image, href: `/packages/${tile.package}` };
}

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
