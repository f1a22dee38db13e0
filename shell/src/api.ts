import type {
  Experience,
  FeaturedPackage,
  HomeTestimonials,
  InspirationCategory,
  JourneySection,
  MiceCategory,
  PageSeo,
} from '@lux/shared';
import { injectEndpoints } from '@lux/shared';

/** The shell's calls: the menus' data, and the home page's. */
const shellApi = injectEndpoints({
  endpoints: (build) => ({
    getExperiences: build.query<Experience[], void>({ query: () => 'experiences/' }),
    getInspirationCategories: build.query<InspirationCategory[], void>({
      query: () => 'inspiration-categories/',
    }),
    getMiceCategories: build.query<MiceCategory[], void>({ query: () => 'mice-categories/' }),
    getPageSeo: build.query<PageSeo, string>({ query: (page) => `page-seo/${encodeURIComponent(page)}/` }),
    getFeaturedPackages: build.query<FeaturedPackage[], void>({ query: () => 'featured-packages/' }),
    getJourneySection: build.query<JourneySection, void>({ query: () => 'journey-section/' }),
    getHomeTestimonials: build.query<HomeTestimonials, void>({ query: () => 'home-testimonials/' }),
  }),
});

export const {
  useGetExperiencesQuery,
  useGetInspirationCategoriesQuery,
  useGetMiceCategoriesQuery,
  useGetPageSeoQuery,
  useGetFeaturedPackagesQuery,
  useGetJourneySectionQuery,
  useGetHomeTestimonialsQuery,
} = shellApi;
