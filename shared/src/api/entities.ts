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
