import { seoSchema } from '@lux/shared/contract';
import { z } from 'zod';
import { keywords, mediaKey, slug, text } from '../content-fields';

// The shapes of the destinations content files (content/destinations/). Images are given as media
// keys (see `mediaUrl`); links between records use slugs, resolved to ids when the data is inserted.

export type SeedSeo = z.infer<typeof seoSchema>;

export const seedSectionSchema = z.strictObject({
  heading: text,
  /** Plain text; blank lines separate paragraphs. */
  text,
  image: mediaKey,
  button: z.strictObject({ text, href: z.string().startsWith('/') }).optional(),
});
export type SeedSection = z.infer<typeof seedSectionSchema>;

export const seedContinentSchema = z.strictObject({
  id: z.number().int().positive(),
  slug,
  name: text,
  title: text,
  description: text,
  heroSubheading: text,
  hero: mediaKey,
  /** The picture beside its countries in the destinations menu. */
  featured: mediaKey,
  seo: seoSchema.strict(),
});
export type SeedContinent = z.infer<typeof seedContinentSchema>;

export const seedCountrySchema = z.strictObject({
  id: z.number().int().positive(),
  slug,
  name: text,
  /** The continent's slug. */
  continent: slug,
  heroSubheading: text,
  hero: mediaKey,
  /** Paragraphs of 'Why Should You Travel to {country} With Us?'. */
  whyTravel: z.array(text).min(1),
  sections: z.array(seedSectionSchema),
  /** The country page's meta description. */
  summary: text,
  keywords,
});
export type SeedCountry = z.infer<typeof seedCountrySchema>;

export const seedHotelSchema = z.strictObject({ name: text, description: text, image: mediaKey });
export type SeedHotel = z.infer<typeof seedHotelSchema>;

/** The island-style page of a country that also has its ordinary country record. */
export const seedSpecialCountrySchema = z.strictObject({
  /** The country's slug. */
  country: slug,
  heroSubheading: text,
  hero: mediaKey,
  sections: z.array(seedSectionSchema),
  hotels: z.array(seedHotelSchema),
  summary: text,
  keywords,
});
export type SeedSpecialCountry = z.infer<typeof seedSpecialCountrySchema>;

export const seedPackageSchema = z.strictObject({
  id: z.number().int().positive(),
  slug,
  name: text,
  /** Slugs of the countries it visits, the main one first. */
  countries: z.array(slug).min(1),
  parentLocation: text,
  location: text,
  description: text,
  season: text,
  keywords,
  /** `[media key, alt text]`; the first is also the package's featured image. */
  gallery: z.array(z.tuple([mediaKey, text])).min(1),
  /** `[subheading, description]`, one per day; the count sets the duration. */
  days: z.array(z.tuple([text, text])).min(2),
  /** Slugs of similar packages, in order. */
  similar: z.array(slug),
});
export type SeedPackage = z.infer<typeof seedPackageSchema>;

export const seedMonthSchema = z.strictObject({
  name: text,
  hero: mediaKey,
  paragraph1: text,
  paragraph2: text,
  /** `[country slug, why go this month]`. */
  destinations: z.array(z.tuple([slug, text])).min(2),
  /** Package slugs. */
  packages: z.array(slug),
  cta: z.strictObject({ heading: text, text, buttonText: text, buttonHref: z.string().startsWith('/') }),
});
export type SeedMonth = z.infer<typeof seedMonthSchema>;

/**
 * A tile that opens a page the site already has, named by what it opens: its name, picture and
 * address come from that page's content (home/tiles.ts).
 */
export const seedTileSchema = z.union([
  z.strictObject({ experience: slug }),
  z.strictObject({ country: slug }),
  z.strictObject({ wellness: slug }),
  z.strictObject({ month: text }),
  z.strictObject({ package: slug }),
]);
export type SeedTile = z.infer<typeof seedTileSchema>;

export const seedInspirationCategorySchema = z.strictObject({
  name: text,
  items: z.array(seedTileSchema).min(1),
});
