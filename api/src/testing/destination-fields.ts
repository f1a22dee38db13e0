import type {
  ContinentDetail,
  ContinentDetailCountry,
  CountryDetail,
  FeaturedPackage,
  GalleryImage,
  InspirationCategory,
  InspirationItem,
  ItineraryDay,
  MonthCta,
  MonthDestination,
  MonthPage,
  PackageDetail,
  PackageListItem,
  PackageSearchItem,
  PageSection,
  Seo,
  SpecialCountry,
  SpecialCountryHotel,
} from '@lux/shared/contract';
import { fieldsOf } from './fields-of';

// The fields of every destinations response, each list checked at compile time against its shared type.

export const seoFields = fieldsOf<Seo>()('meta_title', 'meta_description', 'meta_keywords');

export const packageListFields = fieldsOf<PackageListItem>()(
  'id',
  'slug',
  'name',
  'duration_text',
  'duration_days',
  'featured_image',
  'location',
);

export const packageSearchFields = fieldsOf<PackageSearchItem>()(
  'id',
  'slug',
  'name',
  'featured_image',
  'location',
);

export const featuredPackageFields = fieldsOf<FeaturedPackage>()(
  'id',
  'name',
  'duration',
  'description',
  'featured_image',
  'href',
);

export const pageSectionFields = fieldsOf<PageSection>()(
  'id',
  'heading',
  'text',
  'button_text',
  'button_href',
  'image_url',
  'image_position',
);

export const continentCountryFields = fieldsOf<ContinentDetailCountry>()(
  'id',
  'slug',
  'name',
  'image_url',
  'has_special_page',
);

export const hotelFields = fieldsOf<SpecialCountryHotel>()('id', 'name', 'description', 'hero_image_url');
export const galleryImageFields = fieldsOf<GalleryImage>()('image_url', 'alt_text');
export const itineraryDayFields = fieldsOf<ItineraryDay>()('id', 'day_number', 'subheading', 'description');
export const monthDestinationFields = fieldsOf<MonthDestination>()(
  'id',
  'slug',
  'name',
  'description',
  'image_url',
  'has_special_page',
);
export const monthCtaFields = fieldsOf<MonthCta>()('heading', 'text', 'buttonText', 'buttonHref');
export const inspirationCategoryFields = fieldsOf<InspirationCategory>()('id', 'name', 'items');
export const inspirationItemFields = fieldsOf<InspirationItem>()('id', 'name', 'image_url', 'href');

export const detailFields = {
  continent: fieldsOf<ContinentDetail>()(
    'id',
    'slug',
    'name',
    'title',
    'description',
    'hero_subheading',
    'hero_image_url',
    'countries',
    'packages',
    'seo',
  ),
  country: fieldsOf<CountryDetail>()(
    'id',
    'slug',
    'name',
    'hero_subheading',
    'hero_image_url',
    'why_travel_text',
    'continent',
    'has_special_page',
    'packages',
    'page_sections',
    'seo',
  ),
  specialCountry: fieldsOf<SpecialCountry>()(
    'id',
    'slug',
    'name',
    'hero_image_url',
    'hero_subheading',
    'page_sections',
    'hotels',
    'seo',
  ),
  package: fieldsOf<PackageDetail>()(
    'id',
    'slug',
    'name',
    'parent_location',
    'travel_season_text',
    'duration_text',
    'duration_days',
    'featured_image',
    'description',
    'gallery_images',
    'itinerary_days',
    'similar_packages',
    'seo',
  ),
  month: fieldsOf<MonthPage>()(
    'id',
    'slug',
    'name',
    'hero_image_url',
    'paragraph1',
    'paragraph2',
    'destinations',
    'packages',
    'cta',
    'seo',
  ),
};
