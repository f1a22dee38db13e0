// Where a link goes differs by place (SPEC 2.1); these say it once.

/** A country with an island-style special page links there, any other to its country page. */
export const countryHref = (country: { slug: string; has_special_page: boolean }) =>
  country.has_special_page ? `/special/countries/${country.slug}` : `/countries/${country.slug}`;

/** Continent page trip cards link a package by id; every other page by slug. */
export const packageHrefById = (trip: { id: number }) => `/packages/${trip.id}`;
export const packageHrefBySlug = (trip: { slug: string }) => `/packages/${trip.slug}`;
