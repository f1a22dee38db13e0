/** The widths every page is checked at: the desktop project's, and a phone's. */
export const widths = [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** The pages that open on a hero, their title and text over artwork (a journal article is one too). */
export const heroPages = [
  '/',
  '/about',
  '/enquire',
  '/contact',
  '/destinations/continents/asia',
  '/countries/india',
  '/special/countries/maldives',
  '/inspiration/travel-by-month/january',
  '/experiences/family-holidays',
  // An experience whose hero is a looping clip.
  '/experiences/honeymoons',
  '/wellness/countries/india',
  '/mice/corporate-incentives',
  '/journal',
  '/booking-conditions',
  '/privacy-policy',
  '/travel-insurance',
];

/** Every kind of page of the site, once: the hero pages, the others and an address that names nothing. */
export const everyRoute = [
  ...heroPages,
  '/journal/kyoto-in-autumn-temples-gardens-and-maple-light',
  '/packages/1',
  '/wellness/hotels/ananda-in-the-himalayas',
  '/search?q=ra',
  '/no/such/page',
];
