import type { Continent, PackageSearchItem } from './entities';
import { injectEndpoints } from '@lux/store';

/**
 * The calls two areas make: the continents (the shell's destinations menu, and the search page when it
 * finds nothing) and the package search (the header's search, and the search page). Defined once here,
 * where both import them; every other endpoint belongs to the one area that calls it.
 */
const sharedApi = injectEndpoints({
  endpoints: (build) => ({
    getContinents: build.query<Continent[], void>({ query: () => 'continents/' }),
    /** Every package, or with `q` those whose names match it first, then those it finds by place, country, continent or kind of trip (any case, accents ignored, small typos forgiven). */
    getPackages: build.query<PackageSearchItem[], string | void>({
      query: (q) => (q ? { url: 'packages/', params: { q } } : 'packages/'),
    }),
  }),
});

export const { useGetContinentsQuery, useGetPackagesQuery } = sharedApi;
/** The api with the shared endpoints, for code that reads them by name (`endpoints.getContinents`). */
export { sharedApi };
