// Where a link goes differs by place (SPEC 2.1); these say it once for every remote.

/** A country with an island-style special page links there, any other to its country page (by slug). */
export const countryHref = (country: { slug: string; has_special_page: boolean }) =>
  country.has_special_page ? `/special/countries/${country.slug}` : `/countries/${country.slug}`;

/** Month page country cards link a country by id. */
export const countryHrefById = (country: { id: number }) => `/countries/${country.id}`;

/** Continent page trip cards link a package by id… */
export const packageHrefById = (trip: { id: number }) => `/packages/${trip.id}`;

/** …and every other page by slug. */
export const packageHrefBySlug = (trip: { slug: string }) => `/packages/${trip.slug}`;

/** SPEC 5 and 9: a package search runs only once the query is longer than 1 character. */
export const isSearchable = (query: string) => query.trim().length > 1;

/** The longest query the API searches for; a longer one in an address is cut to it. */
export const SEARCH_QUERY_MAX_LENGTH = 100;

/** The search results page for a query (the search overlay's 'Show All (n)'). */
export const searchHref = (query: string) => `/search?q=${encodeURIComponent(query.trim())}`;

/**
 * A line break escaped in an address (CR, LF, U+2028, U+2029), which no page's address has. For `replace`:
 * a global pattern keeps its place between `test` calls.
 */
export const escapedLineBreaks = /%0[ad]|%e2%80%a[89]/gi;
