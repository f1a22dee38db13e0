// One type per entity of SPEC section 3, exactly as the API sends it (snake_case where the spec says so).
// Image URLs point at our media server: `/media/<key>.webp`, with responsive variants beside it
// (see ui/ResponsiveImage).

export interface Seo {
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
}

export interface PageSeo {
  page: string;
  seo: Seo;
}

export interface JournalTextBlock {
  id: number;
  block_type: 'text';
  text_content: string;
}

export interface JournalImageBlock {
  id: number;
  block_type: 'image';
  image_url: string;
  alt_text: string;
}

export type JournalContentBlock = JournalTextBlock | JournalImageBlock;

/** A journal post as listed by `GET /journal/`: everything but the content blocks. */
export interface JournalPostSummary {
  id: number;
  slug: string;
  title: string;
  featured_image: string;
  /** ISO date, `YYYY-MM-DD`. */
  published_date: string;
  excerpt: string;
  author: string;
}

export interface JournalPost extends JournalPostSummary {
  content_blocks: JournalContentBlock[];
  seo: Seo;
}

export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

export interface EnquiryOption {
  value: string;
  label: string;
}

export interface EnquiryOptionGroup {
  label: string;
  options: EnquiryOption[];
}

/** `GET /enquiry-options/`: destinations grouped by continent, and the choices of the full form. */
export interface EnquiryOptions {
  destinations: EnquiryOptionGroup[];
  months: EnquiryOption[];
  years: EnquiryOption[];
  pax_options: EnquiryOption[];
  source_options: EnquiryOption[];
}

/** `POST /enquiries/` answers 201 with the stored enquiry's id. */
export interface EnquiryCreated {
  id: string;
}

// ---------------------------------------------------------------------------------------------------
// Destinations: continents, countries, island (special) countries, packages, travel by month and
// inspiration. Field names are SPEC section 3's; fields beyond the spec are marked as such.

/** A country as the destinations menu lists it. */
export interface ContinentMenuCountry {
  /** Beyond the spec: the mobile menu and footer link countries by id. */
  id: number;
  slug: string;
  name: string;
  /** True when the country links to `/special/countries/{slug}` rather than `/countries/{slug}`. */
  has_special_page: boolean;
}

/** `GET /continents/`: a continent in the destinations menu, with its countries by name. */
export interface Continent {
  id: number;
  slug: string;
  name: string;
  featured_image: string;
  countries: ContinentMenuCountry[];
}

/** A package as cards list it (continent, country and month pages, similar trips). */
export interface PackageListItem {
  id: number;
  slug: string;
  name: string;
  /** E.g. `10 Nights / 11 Days`. */
  duration_text: string;
  duration_days: number;
  featured_image: string;
  /** Beyond the spec: where the trip goes, e.g. `Rajasthan, India`, for the card's eyebrow. */
  location: string;
}

/** A country card on a continent page. */
export interface ContinentDetailCountry {
  /** Beyond the spec, as in the menu. */
  id: number;
  slug: string;
  name: string;
  image_url: string;
  /** Beyond the spec: picks the country link (SPEC 2.1). */
  has_special_page: boolean;
}

/** `GET /continent-detail/{slugOrId}/`. */
export interface ContinentDetail {
  /** Beyond the spec. */
  id: number;
  /** Beyond the spec. */
  slug: string;
  name: string;
  title: string;
  /** Plain text; blank lines separate paragraphs. */
  description: string;
  hero_subheading: string;
  hero_image_url: string;
  countries: ContinentDetailCountry[];
  packages: PackageListItem[];
  seo: Seo;
}

/** An image-and-text block of a country, special country or other page; the generic story block. */
export interface PageSection {
  /** Beyond the spec: a stable React key. */
  id: number;
  heading: string;
  /** Plain text; blank lines separate paragraphs. */
  text: string;
  /** Null when the section has no button; then `button_href` is null too. */
  button_text: string | null;
  button_href: string | null;
  image_url: string;
  image_position: 'left' | 'right';
}

/** `GET /country-detail/{slugOrId}/`. */
export interface CountryDetail {
  /** Beyond the spec: the footer links countries by id. */
  id: number;
  /** Beyond the spec. */
  slug: string;
  name: string;
  hero_subheading: string;
  hero_image_url: string;
  /** Plain text; blank lines separate paragraphs. */
  why_travel_text: string;
  /** Beyond the spec: the continent the country belongs to, for breadcrumbs and links. */
  continent: { id: number; slug: string; name: string };
  /** Beyond the spec: whether `/special/countries/{slug}` also exists for this country. */
  has_special_page: boolean;
  packages: PackageListItem[];
  page_sections: PageSection[];
  seo: Seo;
}

/** A hotel card on a special country page; the card opens the enquiry modal. */
export interface SpecialCountryHotel {
  id: number;
  name: string;
  description: string;
  hero_image_url: string;
}

/** `GET /special-country-page/{slugOrId}/`: an island-style country. */
export interface SpecialCountry {
  /** Beyond the spec. */
  id: number;
  /** Beyond the spec. */
  slug: string;
  name: string;
  hero_image_url: string;
  /** Beyond the spec: a line under the 'Discover the islands of {name}' hero title. */
  hero_subheading: string;
  page_sections: PageSection[];
  hotels: SpecialCountryHotel[];
  seo: Seo;
}

/** `GET /packages/` (optionally `?q=`): one search result. */
export interface PackageSearchItem {
  /** Beyond the spec. */
  id: number;
  slug: string;
  name: string;
  featured_image: string;
  /** Where the trip goes, e.g. `Rajasthan, India`; shown on the search card. */
  location: string;
}

/** `GET /featured-packages/`: a trip in the home page carousel. */
export interface FeaturedPackage {
  id: number;
  name: string;
  /** E.g. `10 Nights / 11 Days`. */
  duration: string;
  description: string;
  featured_image: string;
  /** A site path, `/packages/{slug}`. */
  href: string;
}

export interface GalleryImage {
  image_url: string;
  alt_text: string;
}

export interface ItineraryDay {
  id: number;
  /** Beyond the spec: 1 for the first day. */
  day_number: number;
  /** The accordion title, e.g. `Day 1: Arrival in Jaipur`. */
  subheading: string;
  description: string;
}

/** `GET /package-detail/{slugOrId}/`. */
export interface PackageDetail {
  /** Beyond the spec. */
  id: number;
  /** Beyond the spec. */
  slug: string;
  name: string;
  /** E.g. `India`: the header line above the package name. */
  parent_location: string;
  /** E.g. `October to March`. */
  travel_season_text: string;
  /** E.g. `10 Nights / 11 Days`. */
  duration_text: string;
  /** Beyond the spec. */
  duration_days: number;
  /** Beyond the spec: the card and social image. */
  featured_image: string;
  /** Beyond the spec: a short summary of the trip. */
  description: string;
  gallery_images: GalleryImage[];
  itinerary_days: ItineraryDay[];
  similar_packages: PackageListItem[];
  seo: Seo;
}

/** A country card on a month page; it links to `/countries/{id}`. */
export interface MonthDestination {
  id: number;
  name: string;
  description: string;
  image_url: string;
  /** Beyond the spec. */
  slug: string;
  /** Beyond the spec: picks the country link where the page prefers the slug rule of SPEC 2.1. */
  has_special_page: boolean;
}

/** The gold call-to-action panel of a month page. */
export interface MonthCta {
  heading: string;
  text: string;
  buttonText: string;
  buttonHref: string;
}

/** `GET /travel-by-month/{monthName}/` (month name in any case, or id 1 to 12). */
export interface MonthPage {
  /** Beyond the spec: 1 for January. */
  id: number;
  /** Beyond the spec: the lower-case month name used in URLs, e.g. `january`. */
  slug: string;
  name: string;
  hero_image_url: string;
  paragraph1: string;
  paragraph2: string;
  destinations: MonthDestination[];
  packages: PackageListItem[];
  cta: MonthCta;
  /** Beyond the spec. */
  seo: Seo;
}

export interface InspirationItem {
  id: number;
  name: string;
  image_url: string;
  /** Beyond the spec: a site path, e.g. `/inspiration/travel-by-month/january`. */
  href: string;
}

/** `GET /inspiration-categories/`: the inspiration menu. A category with no items links to '#'. */
export interface InspirationCategory {
  id: number;
  name: string;
  items: InspirationItem[];
}

// ---------------------------------------------------------------------------------------------------
// Experiences, wellness retreats and MICE (business events). Field names are SPEC section 3's; fields
// beyond the spec are marked as such.

/** An experience item in the experiences menu; it links to `/experiences/{slug}`. */
export interface ExperienceMenuItem {
  id: number;
  slug: string;
  name: string;
  image_url: string;
  wellness_hero_image_url: string;
}

/** A wellness country in the experiences menu; it links to `/wellness/countries/{slug}`. */
export interface WellnessCountryMenuItem {
  /** Beyond the spec: the footer links wellness countries by id. */
  id: number;
  slug: string;
  name: string;
  image_url: string;
  wellness_hero_image_url: string;
}

/**
 * `GET /experiences/`: an experience group of the experiences menu. A group whose name contains
 * 'wellness' (any case) shows its wellness countries instead of its items.
 */
export interface Experience {
  id: number;
  name: string;
  items: ExperienceMenuItem[];
  wellness_countries: WellnessCountryMenuItem[];
}

/** A traveller's words on an experience page. */
export interface Testimonial {
  id: number;
  quote: string;
  /** E.g. `Priya & Arjun, Mumbai`. */
  author: string;
}

/** `GET /experience-detail/{slugOrId}/`. */
export interface ExperienceDetail {
  /** Beyond the spec: the footer links experiences by id. */
  id: number;
  /** Beyond the spec. */
  slug: string;
  name: string;
  hero_title: string;
  /** The hero picture; with `is_hero_video`, the video's poster and its fallback. */
  hero_image_url: string;
  is_hero_video: boolean;
  /** Beyond the spec: the looping clip (`/media/<key>.mp4`) when `is_hero_video`, otherwise null. */
  hero_video_url: string | null;
  description_title: string;
  /** Plain text; each line break starts a paragraph. */
  description_paragraphs: string;
  description_summary: string;
  packages: PackageListItem[];
  why_trust_us_title: string;
  page_sections: PageSection[];
  testimonials: Testimonial[];
  seo: Seo;
}

/** `GET /mice-categories/`: a category of the MICE menu. */
export interface MiceCategory {
  id: number;
  slug: string;
  name: string;
  image_url: string;
}

export interface Faq {
  id: number;
  question: string;
  answer: string;
}

/** `GET /mice-detail/{slugOrId}/`. */
export interface MiceDetail {
  /** Beyond the spec: the footer links MICE categories by id. */
  id: number;
  /** Beyond the spec. */
  slug: string;
  /** Beyond the spec: the category's name, as the menu lists it. */
  name: string;
  hero_title: string;
  hero_subtitle: string;
  hero_image_url: string;
  page_sections: PageSection[];
  faqs: Faq[];
  /** Beyond the spec. */
  seo: Seo;
}

/** A hotel card on a wellness country page; it links to `/wellness/hotels/{slug}`. */
export interface WellnessHotelCard {
  id: number;
  slug: string;
  name: string;
  hero_image_url: string;
  /** Beyond the spec: where the retreat is, e.g. `Rishikesh, Uttarakhand`, for the card's eyebrow. */
  location: string;
  /** Beyond the spec: one line on the retreat, for the card. */
  summary: string;
}

/** `GET /wellness/countries/{slugOrId}/`. */
export interface WellnessCountry {
  /** Beyond the spec. */
  id: number;
  /** Beyond the spec. */
  slug: string;
  name: string;
  wellness_hero_image_url: string;
  hotels: WellnessHotelCard[];
  /** Beyond the spec. */
  seo: Seo;
}

/** One image of a wellness hotel's slider, with the heading shown over it. */
export interface WellnessGalleryImage extends GalleryImage {
  heading: string;
}

/** One length of a therapy programme: a tab of the therapy drawer. */
export interface TherapyProgramDetail {
  /** E.g. `7 Nights`: the tab's label. */
  duration: string;
  includes: string[];
  /** E.g. `From ₹2,45,000 per person, twin share`. */
  price: string[];
}

export interface Therapy {
  id: number;
  title: string;
  /** The short text of the therapies list, above Read More. */
  description: string;
  imageUrl: string;
  /** The programme the therapy belongs to, e.g. `Ayurveda`. */
  parent_program: string;
  /** Plain text; blank lines separate paragraphs. */
  full_description: string;
  benefits: string[];
  program_details: TherapyProgramDetail[];
}

/** A group of therapies on a wellness hotel page, e.g. `Ayurvedic Therapies`. */
export interface TherapyGroup {
  heading: string;
  items: Therapy[];
}

/** `GET /wellness/hotels/{slugOrId}/`. */
export interface WellnessHotel {
  /** Beyond the spec. */
  id: number;
  /** Beyond the spec. */
  slug: string;
  /** Beyond the spec: the hotel's name, for the page title. */
  name: string;
  /** Beyond the spec: where the retreat is, e.g. `Rishikesh, Uttarakhand`. */
  location: string;
  /** Beyond the spec: the wellness country the hotel belongs to, for breadcrumbs and links. */
  country: { id: number; slug: string; name: string };
  gallery_images: WellnessGalleryImage[];
  therapies: TherapyGroup[];
  content_sections: PageSection[];
  /** Beyond the spec. */
  seo: Seo;
}

// ---------------------------------------------------------------------------------------------------
// The home page. Field names are SPEC section 3's; fields beyond the spec are marked as such.

/** The Start Your Journey tabs, in order; by_traveller is first and active. */
export const journeyTabs = ['by_traveller', 'most_popular', 'wellness', 'by_month'] as const;
export type JourneyTab = (typeof journeyTabs)[number];

/** A tile of the Start Your Journey grid. */
export interface JourneyItem {
  name: string;
  image_url: string;
  /** A site path, e.g. `/experiences/honeymoons`. */
  href: string;
}

/** `GET /journey-section/`: the Start Your Journey grid's tiles, by tab. */
export type JourneySection = Record<JourneyTab, JourneyItem[]>;

/** Where a picture sits in the testimonial collage: percentages of the collage's box. */
export interface CollagePosition {
  top: number;
  left: number;
  width: number;
}

/** A traveller's picture and words in the home page's testimonial collage. */
export interface TestimonialCollageItem {
  id: number;
  name: string;
  /** Where the traveller lives, e.g. `Mumbai, India`. */
  location: string;
  quote: string;
  imageUrl: string;
  /** Desktop layout. */
  position: CollagePosition;
  /** Phone layout. */
  mobilePosition: CollagePosition;
}

/** A traveller's words in the home page's rotating testimonials block. */
export interface RotatingTestimonial {
  id: number;
  quote: string;
  name: string;
  location: string;
  /** Beyond the spec: the journey the words are about, e.g. `Kenya and the Masai Mara`. */
  journey: string;
}

/** Beyond the spec's call list: `GET /home-testimonials/`, the home page's traveller words. */
export interface HomeTestimonials {
  collage: TestimonialCollageItem[];
  /** Five entries. */
  rotating: RotatingTestimonial[];
}
