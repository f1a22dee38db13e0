// The shapes of the destinations seed data. Images are given as media keys (see `mediaUrl`); links
// between records use slugs, resolved to ids when the data is inserted.

export interface SeedSeo {
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
}

export interface SeedSection {
  heading: string;
  /** Plain text; blank lines separate paragraphs. */
  text: string;
  image: string;
  button?: { text: string; href: string };
}

export interface SeedContinent {
  id: number;
  slug: string;
  name: string;
  title: string;
  description: string;
  heroSubheading: string;
  hero: string;
  /** The picture beside its countries in the destinations menu. */
  featured: string;
  seo: SeedSeo;
}

export interface SeedCountry {
  id: number;
  slug: string;
  name: string;
  /** The continent's slug. */
  continent: string;
  heroSubheading: string;
  hero: string;
  /** Paragraphs of 'Why Should You Travel to {country} With Us?'. */
  whyTravel: string[];
  sections: SeedSection[];
  /** The country page's meta description. */
  summary: string;
  keywords: string[];
}

export interface SeedHotel {
  name: string;
  description: string;
  image: string;
}

/** The island-style page of a country that also has its ordinary country record. */
export interface SeedSpecialCountry {
  /** The country's slug. */
  country: string;
  heroSubheading: string;
  hero: string;
  sections: SeedSection[];
  hotels: SeedHotel[];
  summary: string;
  keywords: string[];
}

export interface SeedPackage {
  id: number;
  slug: string;
  name: string;
  /** Slugs of the countries it visits, the main one first. */
  countries: string[];
  parentLocation: string;
  location: string;
  description: string;
  season: string;
  keywords: string[];
  /** `[media key, alt text]`; the first is also the package's featured image. */
  gallery: [image: string, alt: string][];
  /** `[subheading, description]`, one per day; the count sets the duration. */
  days: [subheading: string, description: string][];
  /** Slugs of similar packages, in order. */
  similar: string[];
}

export interface SeedMonth {
  name: string;
  hero: string;
  paragraph1: string;
  paragraph2: string;
  /** `[country slug, why go this month]`. */
  destinations: [country: string, description: string][];
  /** Package slugs. */
  packages: string[];
  cta: { heading: string; text: string; buttonText: string; buttonHref: string };
}

export interface SeedInspirationCategory {
  name: string;
  items: { name: string; image: string; href: string }[];
}
