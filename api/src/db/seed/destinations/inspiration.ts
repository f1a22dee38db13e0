import { seedCountries } from './countries';
import { seedMonths } from './months';
import { seedPackages } from './packages';
import { seedSpecialCountries } from './special-countries';
import type { SeedInspirationCategory } from './types';

const monthSlug = (name: string) => name.toLowerCase();

const countryName = (slug: string) => {
  const country = seedCountries.find((candidate) => candidate.slug === slug);
  if (!country) throw new Error(`Inspiration names unknown country "${slug}"`);
  return country.name;
};

const packageItem = (slug: string) => {
  const found = seedPackages.find((candidate) => candidate.slug === slug);
  const [image] = found?.gallery[0] ?? [];
  if (!found || !image) throw new Error(`Inspiration names unknown package "${slug}"`);
  return { name: found.name, image, href: `/packages/${slug}` };
};

/** The inspiration menu, in order. Items link into pages that already exist, so they are built from them. */
export const seedInspirationCategories: SeedInspirationCategory[] = [
  {
    name: 'Travel by Month',
    items: seedMonths.map((month) => ({
      name: month.name,
      image: month.hero,
      href: `/inspiration/travel-by-month/${monthSlug(month.name)}`,
    })),
  },
  {
    name: 'Island Escapes',
    items: seedSpecialCountries.map((page) => ({
      name: countryName(page.country),
      image: page.hero,
      href: `/special/countries/${page.country}`,
    })),
  },
  {
    name: 'Journeys of a Lifetime',
    items: [
      'kenya-great-migration-in-the-masai-mara',
      'japan-classic-tokyo-hakone-kyoto',
      'peru-cusco-sacred-valley-and-machu-picchu',
      'patagonia-torres-del-paine-and-el-calafate',
      'jordan-petra-wadi-rum-and-dead-sea',
      'ecuador-quito-andes-and-galapagos',
    ].map(packageItem),
  },
];
