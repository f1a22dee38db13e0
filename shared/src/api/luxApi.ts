import { createAction } from '@reduxjs/toolkit';
import {
  buildCreateApi,
  coreModule,
  fetchBaseQuery,
  reactHooksModule,
  retry,
} from '@reduxjs/toolkit/query/react';
import type {
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
  TypedUseQuery,
} from '@reduxjs/toolkit/query/react';
import type {
  Continent,
  ContinentDetail,
  CountryDetail,
  EnquiryCreated,
  EnquiryOptions,
  Experience,
  ExperienceDetail,
  FeaturedPackage,
  HomeTestimonials,
  InspirationCategory,
  JourneySection,
  JournalPost,
  JournalPostSummary,
  MiceCategory,
  MiceDetail,
  MonthPage,
  PackageDetail,
  PackageSearchItem,
  PageSeo,
  SpecialCountry,
  WellnessCountry,
  WellnessHotel,
} from './entities';
import type { EnquiryPayload } from './enquirySchemas';

/**
 * The one RTK Query api of the site: one endpoint per call of SPEC section 7. It lives in the shared
 * singleton, so the shell's store and every remote use the same instance and the same cache.
 */
const rendersOnServer = typeof window === 'undefined';

// Absolute, so the same code runs in the browser and under Node's fetch in tests; the shell's server
// names the API it renders from (setApiOrigin).
let apiQuery = fetchBaseQuery({ baseUrl: `${globalThis.location?.origin ?? ''}/api/v1/` });
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args, api, extra) =>
  apiQuery(args, api, extra);

/**
 * Where the server's renders read the API, e.g. `http://127.0.0.1:4000`. A request that fails on its
 * connection (a kept-alive socket the API closed as it was reused) is sent once more, at once, on a new
 * one: else the page would go out as an error page for a failure the API never saw. Answers, errors
 * included, are never asked for twice.
 */
export function setApiOrigin(origin: string) {
  apiQuery = retry(fetchBaseQuery({ baseUrl: `${origin}/api/v1/` }), {
    retryCondition: (error, _args, { attempt }) =>
      (error as FetchBaseQueryError).status === 'FETCH_ERROR' && attempt <= 1,
    backoff: () => Promise.resolve(),
  });
}

/** Carries the api state of a server render into the browser's store before it hydrates the page. */
export const serverStateHydrated = createAction<Record<string, unknown>>('luxApi/serverStateHydrated');

// On the server, a page's queries start while it renders (effects never run there), so the render
// can wait for them and render again with the data (the shell's src/server/renderPage.tsx).
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: rendersOnServer }),
);

export const luxApi = createApi({
  reducerPath: 'luxApi',
  baseQuery,
  extractRehydrationInfo: (action, { reducerPath }) =>
    serverStateHydrated.match(action) ? (action.payload[reducerPath] as never) : undefined,
  endpoints: (build) => ({
    getJournalPosts: build.query<JournalPostSummary[], void>({ query: () => 'journal/' }),
    getJournalPost: build.query<JournalPost, string>({
      query: (slug) => `journal/${encodeURIComponent(slug)}/`,
    }),
    getPageSeo: build.query<PageSeo, string>({ query: (page) => `page-seo/${encodeURIComponent(page)}/` }),
    getEnquiryOptions: build.query<EnquiryOptions, void>({ query: () => 'enquiry-options/' }),
    getContinents: build.query<Continent[], void>({ query: () => 'continents/' }),
    /** Takes a continent slug or numeric id. */
    getContinentDetail: build.query<ContinentDetail, string>({
      query: (slug) => `continent-detail/${encodeURIComponent(slug)}/`,
    }),
    /** Takes a country slug or numeric id (the footer links `/countries/5`). */
    getCountryDetail: build.query<CountryDetail, string>({
      query: (slug) => `country-detail/${encodeURIComponent(slug)}/`,
    }),
    getSpecialCountryPage: build.query<SpecialCountry, string>({
      query: (slug) => `special-country-page/${encodeURIComponent(slug)}/`,
    }),
    /** Takes a package slug or numeric id (continent trip cards link by id). */
    getPackageDetail: build.query<PackageDetail, string>({
      query: (slug) => `package-detail/${encodeURIComponent(slug)}/`,
    }),
    /** Every package, or with `q` those whose names match it first, then those it finds by place, country, continent or kind of trip (any case, accents ignored, small typos forgiven). */
    getPackages: build.query<PackageSearchItem[], string | void>({
      query: (q) => (q ? { url: 'packages/', params: { q } } : 'packages/'),
    }),
    getFeaturedPackages: build.query<FeaturedPackage[], void>({ query: () => 'featured-packages/' }),
    getJourneySection: build.query<JourneySection, void>({ query: () => 'journey-section/' }),
    getHomeTestimonials: build.query<HomeTestimonials, void>({ query: () => 'home-testimonials/' }),
    /** Takes a month name in any case (`january`, `January`) or its number. */
    getTravelByMonth: build.query<MonthPage, string>({
      query: (monthName) => `travel-by-month/${encodeURIComponent(monthName)}/`,
    }),
    getInspirationCategories: build.query<InspirationCategory[], void>({
      query: () => 'inspiration-categories/',
    }),
    getExperiences: build.query<Experience[], void>({ query: () => 'experiences/' }),
    /** Takes an experience slug or numeric id (the footer links `/experiences/6`). */
    getExperienceDetail: build.query<ExperienceDetail, string>({
      query: (slug) => `experience-detail/${encodeURIComponent(slug)}/`,
    }),
    /** Takes a wellness country slug or numeric id (the footer links `/wellness/countries/5`). */
    getWellnessCountry: build.query<WellnessCountry, string>({
      query: (slug) => `wellness/countries/${encodeURIComponent(slug)}/`,
    }),
    /** Takes a wellness hotel slug or numeric id. */
    getWellnessHotel: build.query<WellnessHotel, string>({
      query: (slug) => `wellness/hotels/${encodeURIComponent(slug)}/`,
    }),
    getMiceCategories: build.query<MiceCategory[], void>({ query: () => 'mice-categories/' }),
    /** Takes a MICE category slug or numeric id (desktop menus and the footer link by id). */
    getMiceDetail: build.query<MiceDetail, string>({
      query: (slug) => `mice-detail/${encodeURIComponent(slug)}/`,
    }),
    /** One `idempotencyKey` per enquiry, every attempt the same request: the API stores it once. */
    submitEnquiry: build.mutation<EnquiryCreated, { payload: EnquiryPayload; idempotencyKey: string }>({
      query: ({ payload, idempotencyKey }) => ({
        url: 'enquiries/',
        method: 'POST',
        body: payload,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const {
  useGetJournalPostsQuery,
  useGetJournalPostQuery,
  useGetPageSeoQuery,
  useGetEnquiryOptionsQuery,
  useSubmitEnquiryMutation,
  useGetContinentsQuery,
  useGetContinentDetailQuery,
  useGetCountryDetailQuery,
  useGetSpecialCountryPageQuery,
  useGetPackageDetailQuery,
  useGetPackagesQuery,
  useGetFeaturedPackagesQuery,
  useGetJourneySectionQuery,
  useGetHomeTestimonialsQuery,
  useGetTravelByMonthQuery,
  useGetInspirationCategoriesQuery,
  useGetExperiencesQuery,
  useGetExperienceDetailQuery,
  useGetWellnessCountryQuery,
  useGetWellnessHotelQuery,
  useGetMiceCategoriesQuery,
  useGetMiceDetailQuery,
} = luxApi;

/** One of the query hooks above taking a text argument (a slug), e.g. `useGetCountryDetailQuery`. */
export type LuxQueryHook<Result> = TypedUseQuery<Result, string, typeof baseQuery>;
