import { z } from 'zod';
import { journeyTabs, type JourneyTab } from './journeyTabs';

// The API's responses, one zod schema per entity of SPEC section 3, exactly as the API sends it
// (snake_case where the spec says so). The API declares them on its routes, serializes through them
// and publishes them as its OpenAPI document; the front ends use only the types inferred from them
// (`export type *` in index.ts), so no validator ships to the browser. Each `id` below names the
// schema's component in the OpenAPI document.
// Image URLs point at our media server: `/media/<key>.webp`, with responsive variants beside it
// (see ui/ResponsiveImage).

const id = z.number().int().positive();
const slug = z.string().min(1);
const paragraphs = z.string().describe('Plain text; blank lines separate paragraphs.');
const sitePath = z.string().startsWith('/').describe('A site path, e.g. `/packages/{slug}`.');
const beyondSpec = <T extends z.ZodType>(schema: T, why = ''): T =>
  schema.describe(`Beyond the spec${why ? `: ${why}` : ''}.`);

export const seoSchema = z
  .object({ meta_title: z.string(), meta_description: z.string(), meta_keywords: z.string() })
  .meta({ id: 'Seo' });
export type Seo = z.infer<typeof seoSchema>;

export const pageSeoSchema = z.object({ page: z.string(), seo: seoSchema }).meta({ id: 'PageSeo' });
export type PageSeo = z.infer<typeof pageSeoSchema>;

export const apiErrorBodySchema = z
  .object({ statusCode: z.number().int(), error: z.string(), message: z.string() })
  .meta({ id: 'ApiError', description: 'Every error the API answers, whatever its status.' });
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

// ---------------------------------------------------------------------------------------------------
// The journal.

export const journalTextBlockSchema = z
  .object({ id, block_type: z.literal('text'), text_content: z.string() })
  .meta({ id: 'JournalTextBlock' });
export type JournalTextBlock = z.infer<typeof journalTextBlockSchema>;

export const journalImageBlockSchema = z
  .object({ id, block_type: z.literal('image'), image_url: z.string(), alt_text: z.string() })
  .meta({ id: 'JournalImageBlock' });
export type JournalImageBlock = z.infer<typeof journalImageBlockSchema>;

export const journalContentBlockSchema = z.discriminatedUnion('block_type', [
  journalTextBlockSchema,
  journalImageBlockSchema,
]);
export type JournalContentBlock = z.infer<typeof journalContentBlockSchema>;

export const journalPostSummarySchema = z
  .object({
    id,
    slug,
    title: z.string(),
    featured_image: z.string(),
    published_date: z.iso.date().describe('ISO date, `YYYY-MM-DD`.'),
    excerpt: z.string(),
    author: z.string(),
  })
  .meta({ id: 'JournalPostSummary', description: 'A post as `GET /journal/` lists it: all but its blocks.' });
export type JournalPostSummary = z.infer<typeof journalPostSummarySchema>;

export const journalPostSchema = journalPostSummarySchema
  .extend({ content_blocks: z.array(journalContentBlockSchema), seo: seoSchema })
  .meta({ id: 'JournalPost' });
export type JournalPost = z.infer<typeof journalPostSchema>;

// ---------------------------------------------------------------------------------------------------
// Enquiries.

export const enquiryOptionSchema = z
  .object({ value: z.string(), label: z.string() })
  .meta({ id: 'EnquiryOption' });
export type EnquiryOption = z.infer<typeof enquiryOptionSchema>;

export const enquiryOptionGroupSchema = z
  .object({ label: z.string(), options: z.array(enquiryOptionSchema) })
  .meta({ id: 'EnquiryOptionGroup' });
export type EnquiryOptionGroup = z.infer<typeof enquiryOptionGroupSchema>;

export const enquiryOptionsSchema = z
  .object({
    destinations: z.array(enquiryOptionGroupSchema),
    months: z.array(enquiryOptionSchema),
    years: z.array(enquiryOptionSchema),
    pax_options: z.array(enquiryOptionSchema),
    source_options: z.array(enquiryOptionSchema),
  })
  .meta({
    id: 'EnquiryOptions',
    description: 'Destinations grouped by continent, and the choices of the full form.',
  });
export type EnquiryOptions = z.infer<typeof enquiryOptionsSchema>;

export const enquiryCreatedSchema = z
  .object({ id: z.string() })
  .meta({ id: 'EnquiryCreated', description: "The stored enquiry's id." });
export type EnquiryCreated = z.infer<typeof enquiryCreatedSchema>;

// ---------------------------------------------------------------------------------------------------
// Destinations: continents, countries, island (special) countries, packages, travel by month and
// inspiration. Field names are SPEC section 3's; fields beyond the spec are marked as such.

const hasSpecialPage = z
  .boolean()
  .describe('True when the country links to `/special/countries/{slug}` rather than `/countries/{slug}`.');
const durationText = z.string().describe('E.g. `10 Nights / 11 Days`.');
const location = z.string().describe('Where it is, e.g. `Rajasthan, India`, for the card’s eyebrow.');
const placeLink = z.object({ id, slug, name: z.string() });

export const continentMenuCountrySchema = z
  .object({
    id: beyondSpec(id, 'the mobile menu and footer link countries by id'),
    slug,
    name: z.string(),
    has_special_page: hasSpecialPage,
  })
  .meta({ id: 'ContinentMenuCountry' });
export type ContinentMenuCountry = z.infer<typeof continentMenuCountrySchema>;

export const continentSchema = z
  .object({
    id,
    slug,
    name: z.string(),
    featured_image: z.string(),
    countries: z.array(continentMenuCountrySchema),
  })
  .meta({
    id: 'Continent',
    description: 'A continent in the destinations menu, with its countries by name.',
  });
export type Continent = z.infer<typeof continentSchema>;

export const packageListItemSchema = z
  .object({
    id,
    slug,
    name: z.string(),
    duration_text: durationText,
    duration_days: z.number().int().positive(),
    featured_image: z.string(),
    location: beyondSpec(location, 'where the trip goes, for the card’s eyebrow'),
  })
  .meta({ id: 'PackageListItem', description: 'A package as cards list it.' });
export type PackageListItem = z.infer<typeof packageListItemSchema>;

export const continentDetailCountrySchema = z
  .object({ id, slug, name: z.string(), image_url: z.string(), has_special_page: hasSpecialPage })
  .meta({ id: 'ContinentDetailCountry', description: 'A country card on a continent page.' });
export type ContinentDetailCountry = z.infer<typeof continentDetailCountrySchema>;

export const continentDetailSchema = z
  .object({
    id,
    slug,
    name: z.string(),
    title: z.string(),
    description: paragraphs,
    hero_subheading: z.string(),
    hero_image_url: z.string(),
    countries: z.array(continentDetailCountrySchema),
    packages: z.array(packageListItemSchema),
    seo: seoSchema,
  })
  .meta({ id: 'ContinentDetail' });
export type ContinentDetail = z.infer<typeof continentDetailSchema>;

export const pageSectionSchema = z
  .object({
    id: beyondSpec(id, 'a stable React key'),
    heading: z.string(),
    text: paragraphs,
    button_text: z
      .string()
      .nullable()
      .describe('Null when the section has no button; then `button_href` is null too.'),
    button_href: z.string().nullable(),
    image_url: z.string(),
    image_position: z.enum(['left', 'right']),
  })
  .meta({ id: 'PageSection', description: 'An image-and-text block of a page; the generic story block.' });
export type PageSection = z.infer<typeof pageSectionSchema>;

export const countryDetailSchema = z
  .object({
    id,
    slug,
    name: z.string(),
    hero_subheading: z.string(),
    hero_image_url: z.string(),
    why_travel_text: paragraphs,
    continent: beyondSpec(placeLink, 'the continent the country belongs to, for breadcrumbs and links'),
    has_special_page: beyondSpec(z.boolean(), 'whether `/special/countries/{slug}` also exists'),
    packages: z.array(packageListItemSchema),
    page_sections: z.array(pageSectionSchema),
    seo: seoSchema,
  })
  .meta({ id: 'CountryDetail' });
export type CountryDetail = z.infer<typeof countryDetailSchema>;

export const specialCountryHotelSchema = z
  .object({ id, name: z.string(), description: z.string(), hero_image_url: z.string() })
  .meta({
    id: 'SpecialCountryHotel',
    description: 'A hotel card on a special country page; it opens the enquiry modal.',
  });
export type SpecialCountryHotel = z.infer<typeof specialCountryHotelSchema>;

export const specialCountrySchema = z
  .object({
    id,
    slug,
    name: z.string(),
    hero_image_url: z.string(),
    hero_subheading: beyondSpec(z.string(), "a line under the 'Discover the islands of {name}' hero title"),
    page_sections: z.array(pageSectionSchema),
    hotels: z.array(specialCountryHotelSchema),
    seo: seoSchema,
  })
  .meta({ id: 'SpecialCountry', description: 'An island-style country.' });
export type SpecialCountry = z.infer<typeof specialCountrySchema>;

export const packageSearchItemSchema = z
  .object({ id, slug, name: z.string(), featured_image: z.string(), location })
  .meta({ id: 'PackageSearchItem', description: 'One search result.' });
export type PackageSearchItem = z.infer<typeof packageSearchItemSchema>;

export const featuredPackageSchema = z
  .object({
    id,
    name: z.string(),
    duration: durationText,
    description: z.string(),
    featured_image: z.string(),
    href: sitePath,
  })
  .meta({ id: 'FeaturedPackage', description: 'A trip in the home page carousel.' });
export type FeaturedPackage = z.infer<typeof featuredPackageSchema>;

export const galleryImageSchema = z
  .object({ image_url: z.string(), alt_text: z.string() })
  .meta({ id: 'GalleryImage' });
export type GalleryImage = z.infer<typeof galleryImageSchema>;

export const itineraryDaySchema = z
  .object({
    id,
    day_number: beyondSpec(z.number().int().positive(), '1 for the first day'),
    subheading: z.string().describe('The accordion title, e.g. `Day 1: Arrival in Jaipur`.'),
    description: z.string(),
  })
  .meta({ id: 'ItineraryDay' });
export type ItineraryDay = z.infer<typeof itineraryDaySchema>;

export const packageDetailSchema = z
  .object({
    id,
    slug,
    name: z.string(),
    parent_location: z.string().describe('E.g. `India`: the header line above the package name.'),
    travel_season_text: z.string().describe('E.g. `October to March`.'),
    duration_text: durationText,
    duration_days: z.number().int().positive(),
    featured_image: beyondSpec(z.string(), 'the card and social image'),
    description: beyondSpec(z.string(), 'a short summary of the trip'),
    gallery_images: z.array(galleryImageSchema),
    itinerary_days: z.array(itineraryDaySchema),
    similar_packages: z.array(packageListItemSchema),
    seo: seoSchema,
  })
  .meta({ id: 'PackageDetail' });
export type PackageDetail = z.infer<typeof packageDetailSchema>;

export const monthDestinationSchema = z
  .object({
    id,
    name: z.string(),
    description: z.string(),
    image_url: z.string(),
    slug,
    has_special_page: hasSpecialPage,
  })
  .meta({ id: 'MonthDestination', description: 'A country card on a month page.' });
export type MonthDestination = z.infer<typeof monthDestinationSchema>;

export const monthCtaSchema = z
  .object({ heading: z.string(), text: z.string(), buttonText: z.string(), buttonHref: z.string() })
  .meta({ id: 'MonthCta', description: 'The gold call-to-action panel of a month page.' });
export type MonthCta = z.infer<typeof monthCtaSchema>;

export const monthPageSchema = z
  .object({
    id: z.number().int().min(1).max(12).describe('1 for January.'),
    slug: z.string().describe('The lower-case month name used in URLs, e.g. `january`.'),
    name: z.string(),
    hero_image_url: z.string(),
    paragraph1: z.string(),
    paragraph2: z.string(),
    destinations: z.array(monthDestinationSchema),
    packages: z.array(packageListItemSchema),
    cta: monthCtaSchema,
    seo: seoSchema,
  })
  .meta({ id: 'MonthPage' });
export type MonthPage = z.infer<typeof monthPageSchema>;

export const inspirationItemSchema = z
  .object({ id, name: z.string(), image_url: z.string(), href: sitePath })
  .meta({ id: 'InspirationItem' });
export type InspirationItem = z.infer<typeof inspirationItemSchema>;

export const inspirationCategorySchema = z
  .object({ id, name: z.string(), items: z.array(inspirationItemSchema) })
  .meta({
    id: 'InspirationCategory',
    description: "The inspiration menu. A category with no items links to '#'.",
  });
export type InspirationCategory = z.infer<typeof inspirationCategorySchema>;

// ---------------------------------------------------------------------------------------------------
// Experiences, wellness retreats and MICE (business events).

// An experience and a wellness country are listed alike in the experiences menu.
const experiencesMenuEntry = z.object({
  id,
  slug,
  name: z.string(),
  image_url: z.string(),
  wellness_hero_image_url: z.string(),
});

export const experienceMenuItemSchema = experiencesMenuEntry.meta({
  id: 'ExperienceMenuItem',
  description: 'An experience in the menu; it links to `/experiences/{slug}`.',
});
export type ExperienceMenuItem = z.infer<typeof experienceMenuItemSchema>;

export const wellnessCountryMenuItemSchema = experiencesMenuEntry.meta({
  id: 'WellnessCountryMenuItem',
  description: 'A wellness country in the menu; it links to `/wellness/countries/{slug}`.',
});
export type WellnessCountryMenuItem = z.infer<typeof wellnessCountryMenuItemSchema>;

export const experienceSchema = z
  .object({
    id,
    name: z.string(),
    items: z.array(experienceMenuItemSchema),
    wellness_countries: z.array(wellnessCountryMenuItemSchema),
  })
  .meta({
    id: 'Experience',
    description:
      "An experience group of the menu. A group whose name contains 'wellness' (any case) shows its wellness countries instead of its items.",
  });
export type Experience = z.infer<typeof experienceSchema>;

export const testimonialSchema = z
  .object({ id, quote: z.string(), author: z.string().describe('E.g. `Priya & Arjun, Mumbai`.') })
  .meta({ id: 'Testimonial' });
export type Testimonial = z.infer<typeof testimonialSchema>;

export const experienceDetailSchema = z
  .object({
    id,
    slug,
    name: z.string(),
    hero_title: z.string(),
    hero_image_url: z.string().describe('The hero picture; with `is_hero_video`, the poster and fallback.'),
    is_hero_video: z.boolean(),
    hero_video_url: beyondSpec(z.string().nullable(), 'the looping clip when `is_hero_video`, else null'),
    description_title: z.string(),
    description_paragraphs: z.string().describe('Plain text; each line break starts a paragraph.'),
    description_summary: z.string(),
    packages: z.array(packageListItemSchema),
    why_trust_us_title: z.string(),
    page_sections: z.array(pageSectionSchema),
    testimonials: z.array(testimonialSchema),
    seo: seoSchema,
  })
  .meta({ id: 'ExperienceDetail' });
export type ExperienceDetail = z.infer<typeof experienceDetailSchema>;

export const miceCategorySchema = z
  .object({ id, slug, name: z.string(), image_url: z.string() })
  .meta({ id: 'MiceCategory', description: 'A category of the MICE menu.' });
export type MiceCategory = z.infer<typeof miceCategorySchema>;

export const faqSchema = z.object({ id, question: z.string(), answer: z.string() }).meta({ id: 'Faq' });
export type Faq = z.infer<typeof faqSchema>;

export const miceDetailSchema = z
  .object({
    id,
    slug,
    name: z.string(),
    hero_title: z.string(),
    hero_subtitle: z.string(),
    hero_image_url: z.string(),
    page_sections: z.array(pageSectionSchema),
    faqs: z.array(faqSchema),
    seo: seoSchema,
  })
  .meta({ id: 'MiceDetail' });
export type MiceDetail = z.infer<typeof miceDetailSchema>;

export const wellnessHotelCardSchema = z
  .object({
    id,
    slug,
    name: z.string(),
    hero_image_url: z.string(),
    location: beyondSpec(location, 'where the retreat is'),
    summary: beyondSpec(z.string(), 'one line on the retreat, for the card'),
  })
  .meta({ id: 'WellnessHotelCard', description: 'A hotel card; it links to `/wellness/hotels/{slug}`.' });
export type WellnessHotelCard = z.infer<typeof wellnessHotelCardSchema>;

export const wellnessCountrySchema = z
  .object({
    id,
    slug,
    name: z.string(),
    wellness_hero_image_url: z.string(),
    hotels: z.array(wellnessHotelCardSchema),
    seo: seoSchema,
  })
  .meta({ id: 'WellnessCountry' });
export type WellnessCountry = z.infer<typeof wellnessCountrySchema>;

export const wellnessGalleryImageSchema = galleryImageSchema
  .extend({ heading: z.string() })
  .meta({ id: 'WellnessGalleryImage', description: "One image of a hotel's slider, with its heading." });
export type WellnessGalleryImage = z.infer<typeof wellnessGalleryImageSchema>;

export const therapyProgramDetailSchema = z
  .object({
    duration: z.string().describe("E.g. `7 Nights`: the tab's label."),
    includes: z.array(z.string()),
    price: z.array(z.string()).describe('E.g. `From ₹2,45,000 per person, twin share`.'),
  })
  .meta({
    id: 'TherapyProgramDetail',
    description: 'One length of a programme: a tab of the therapy drawer.',
  });
export type TherapyProgramDetail = z.infer<typeof therapyProgramDetailSchema>;

export const therapySchema = z
  .object({
    id,
    title: z.string(),
    description: z.string().describe('The short text of the therapies list, above Read More.'),
    imageUrl: z.string(),
    parent_program: z.string().describe('The programme the therapy belongs to, e.g. `Ayurveda`.'),
    full_description: paragraphs,
    benefits: z.array(z.string()),
    program_details: z.array(therapyProgramDetailSchema),
  })
  .meta({ id: 'Therapy' });
export type Therapy = z.infer<typeof therapySchema>;

export const therapyGroupSchema = z
  .object({ heading: z.string(), items: z.array(therapySchema) })
  .meta({ id: 'TherapyGroup', description: 'A group of therapies, e.g. `Ayurvedic Therapies`.' });
export type TherapyGroup = z.infer<typeof therapyGroupSchema>;

export const wellnessHotelSchema = z
  .object({
    id,
    slug,
    name: z.string(),
    location: beyondSpec(location, 'where the retreat is'),
    country: beyondSpec(placeLink, 'the wellness country, for breadcrumbs and links'),
    gallery_images: z.array(wellnessGalleryImageSchema),
    therapies: z.array(therapyGroupSchema),
    content_sections: z.array(pageSectionSchema),
    seo: seoSchema,
  })
  .meta({ id: 'WellnessHotel' });
export type WellnessHotel = z.infer<typeof wellnessHotelSchema>;

// ---------------------------------------------------------------------------------------------------
// The home page.

export const journeyItemSchema = z
  .object({ name: z.string(), image_url: z.string(), href: sitePath })
  .meta({ id: 'JourneyItem', description: 'A tile of the Start Your Journey grid.' });
export type JourneyItem = z.infer<typeof journeyItemSchema>;

export const journeySectionSchema = z
  .object(
    Object.fromEntries(journeyTabs.map((tab) => [tab, z.array(journeyItemSchema)])) as Record<
      JourneyTab,
      z.ZodArray<typeof journeyItemSchema>
    >,
  )
  .meta({ id: 'JourneySection', description: "The Start Your Journey grid's tiles, by tab, in tab order." });
export type JourneySection = z.infer<typeof journeySectionSchema>;

export const collagePositionSchema = z
  .object({ top: z.number(), left: z.number(), width: z.number().positive() })
  .meta({ id: 'CollagePosition', description: "Where a picture sits: percentages of the collage's box." });
export type CollagePosition = z.infer<typeof collagePositionSchema>;

export const testimonialCollageItemSchema = z
  .object({
    id,
    name: z.string(),
    location: z.string().describe('Where the traveller lives, e.g. `Mumbai, India`.'),
    quote: z.string(),
    imageUrl: z.string(),
    /** Desktop layout. */
    position: collagePositionSchema,
    /** Phone layout. */
    mobilePosition: collagePositionSchema,
  })
  .meta({ id: 'TestimonialCollageItem' });
export type TestimonialCollageItem = z.infer<typeof testimonialCollageItemSchema>;

export const rotatingTestimonialSchema = z
  .object({
    id,
    quote: z.string(),
    name: z.string(),
    location: z.string(),
    journey: beyondSpec(z.string(), 'the journey the words are about, e.g. `Kenya and the Masai Mara`'),
  })
  .meta({ id: 'RotatingTestimonial' });
export type RotatingTestimonial = z.infer<typeof rotatingTestimonialSchema>;

export const homeTestimonialsSchema = z
  .object({ collage: z.array(testimonialCollageItemSchema), rotating: z.array(rotatingTestimonialSchema) })
  .meta({
    id: 'HomeTestimonials',
    description: "Beyond the spec's call list: the home page's traveller words.",
  });
export type HomeTestimonials = z.infer<typeof homeTestimonialsSchema>;
