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
