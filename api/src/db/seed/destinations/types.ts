import {
  continentDetailSchema,
  countryDetailSchema,
  monthCtaSchema,
  monthPageSchema,
  packageDetailSchema,
  pageSectionSchema,
  seoSchema,
  specialCountryHotelSchema,
  specialCountrySchema,
} from '@lux/shared/contract';
import { z } from 'zod';
import { contentOf, keywords, mediaKey, slug, text } from '../content-fields';

// The shapes of the destinations content files (content/destinations/): the contract's fields where a
// file carries them as the API sends them, and beside them what a file writes its own way. Images are
// given as media keys (see `mediaUrl`); links between records use slugs, resolved to ids when the data
// is inserted.

export type SeedSeo = z.infer<typeof seoSchema>;

const sitePath = z.string().startsWith('/');

export const seedSectionSchema = contentOf(
  pageSectionSchema.omit({
    id: true,
    button_text: true,
    button_href: true,
    image_url: true,
    image_position: true,
  }),
).extend({ image: mediaKey, button: z.strictObject({ text, href: sitePath }).optional() });
export type SeedSection = z.infer<typeof seedSectionSchema>;

export const seedContinentSchema = contentOf(
  continentDetailSchema.omit({ hero_image_url: true, countries: true, packages: true }),
).extend({
  slug,
  hero: mediaKey,
  /** The picture beside its countries in the destinations menu. */
  featured: mediaKey,
  seo: contentOf(seoSchema),
});
export type SeedContinent = z.infer<typeof seedContinentSchema>;

export const seedCountrySchema = contentOf(
  countryDetailSchema.omit({
    hero_image_url: true,
    why_travel_text: true,
    has_special_page: true,
    packages: true,
    page_sections: true,
    seo: true,
  }),
).extend({
  slug,
  /** The continent's slug. */
  continent: slug,
  hero: mediaKey,
  /** Paragraphs of 'Why Should You Travel to {country} With Us?'. */
  whyTravel: z.array(text).min(1),
  sections: z.array(seedSectionSchema),
  /** The country page's meta description. */
  summary: text,
  keywords,
});
export type SeedCountry = z.infer<typeof seedCountrySchema>;

export const seedHotelSchema = contentOf(
  specialCountryHotelSchema.omit({ id: true, hero_image_url: true }),
).extend({ image: mediaKey });
export type SeedHotel = z.infer<typeof seedHotelSchema>;

/** The island-style page of a country that also has its ordinary country record. */
export const seedSpecialCountrySchema = contentOf(
  specialCountrySchema.omit({
    id: true,
    slug: true,
    name: true,
    hero_image_url: true,
    page_sections: true,
    seo: true,
  }),
).extend({
  /** The country's slug. */
  country: slug,
  hero: mediaKey,
  sections: z.array(seedSectionSchema),
  hotels: z.array(seedHotelSchema),
  summary: text,
  keywords,
});
export type SeedSpecialCountry = z.infer<typeof seedSpecialCountrySchema>;

export const seedPackageSchema = contentOf(
  packageDetailSchema.omit({
    duration_text: true,
    duration_days: true,
    featured_image: true,
    gallery_images: true,
    itinerary_days: true,
    similar_packages: true,
    seo: true,
  }),
).extend({
  slug,
  /** Slugs of the countries it visits, the main one first. */
  countries: z.array(slug).min(1),
  /** Its cards' eyebrow. */
  location: text,
  keywords,
  /** `[media key, alt text]`; the first is also the package's featured image. */
  gallery: z.array(z.tuple([mediaKey, text])).min(1),
  /** `[subheading, description]`, one per day; the count sets the duration. */
  days: z.array(z.tuple([text, text])).min(2),
  /** Slugs of similar packages, in order. */
  similar: z.array(slug),
});
export type SeedPackage = z.infer<typeof seedPackageSchema>;

export const seedMonthSchema = contentOf(
  monthPageSchema.omit({ id: true, slug: true, hero_image_url: true, seo: true }),
).extend({
  hero: mediaKey,
  /** `[country slug, why go this month]`. */
  destinations: z.array(z.tuple([slug, text])).min(2),
  /** Package slugs. */
  packages: z.array(slug),
  cta: contentOf(monthCtaSchema).extend({ buttonHref: sitePath }),
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
