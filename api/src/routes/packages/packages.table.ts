import type { Generated, Insertable } from 'kysely';
import type { UpdatedAt } from '../../db/updated-at';

export interface PackagesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  /** `name` as search compares it: see `searchText`. */
  search_name: string;
  /** The line above the name on the package page, e.g. `India`. */
  parent_location: string;
  /** Where the trip goes, for cards, e.g. `Rajasthan, India`. */
  location: string;
  description: string;
  travel_season_text: string;
  duration_text: string;
  duration_days: number;
  featured_image: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  updated_at: UpdatedAt;
}

export interface PackageCountriesTable {
  package_id: number;
  country_id: number;
  position: number;
}

export interface PackageGalleryImagesTable {
  id: Generated<number>;
  package_id: number;
  position: number;
  image_url: string;
  alt_text: string;
}

export interface PackageItineraryDaysTable {
  id: Generated<number>;
  package_id: number;
  day_number: number;
  subheading: string;
  description: string;
}

export interface SimilarPackagesTable {
  package_id: number;
  similar_package_id: number;
  position: number;
}

/** The home page's trips carousel, in order. */
export interface FeaturedPackagesTable {
  package_id: number;
  position: number;
}

export type NewPackage = Insertable<PackagesTable>;
export type NewPackageGalleryImage = Insertable<PackageGalleryImagesTable>;
export type NewPackageItineraryDay = Insertable<PackageItineraryDaysTable>;
