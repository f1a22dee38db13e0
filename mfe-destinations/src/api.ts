import type { ContinentDetail, CountryDetail, MonthPage, PackageDetail, SpecialCountry } from '@lux/shared';
import { injectEndpoints } from '@lux/shared';

/** The destinations' pages' calls (the continents and the search are shared: @lux/shared). */
const destinationsApi = injectEndpoints({
  endpoints: (build) => ({
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
    /** Takes a month name in any case (`january`, `January`) or its number. */
    getTravelByMonth: build.query<MonthPage, string>({
      query: (monthName) => `travel-by-month/${encodeURIComponent(monthName)}/`,
    }),
  }),
});

export const {
  useGetContinentDetailQuery,
  useGetCountryDetailQuery,
  useGetSpecialCountryPageQuery,
  useGetPackageDetailQuery,
  useGetTravelByMonthQuery,
} = destinationsApi;
