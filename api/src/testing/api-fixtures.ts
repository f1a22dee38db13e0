import path from 'node:path';
import { API_PREFIX } from '../app';
import { yearOptions } from '../routes/enquiry-options/choices';

/** The front ends' MSW fixtures: `<area>.json` files, written by `npm run fixtures --workspace api`. */
export const fixturesDir = path.resolve(__dirname, '../../../shared/src/testing/fixtures');

/**
 * What each fixture file holds: per export, the API read it is the answer of, or the reads of the
 * detail pages its handler finds by slug or id. Those are the pages the remotes' sample pages link to,
 * one or two of a kind: enough for the unit tests, and small in a standalone remote's mocked bundle.
 */
export const fixtureReads = {
  destinations: {
    continentFixtures: '/continents/',
    continentDetailFixtures: ['/continent-detail/asia/'],
    countryDetailFixtures: ['/country-detail/india/'],
    specialCountryFixtures: ['/special-country-page/maldives/'],
    packageDetailFixtures: ['/package-detail/palaces-of-rajasthan-and-the-taj-mahal/'],
    // Search's handler matches names among these.
    packageSearchFixtures: '/packages/?q=asia',
    monthPageFixtures: ['/travel-by-month/january/'],
    inspirationCategoryFixtures: '/inspiration-categories/',
  },
  experiences: {
    experienceFixtures: '/experiences/',
    // Honeymoons has a clip for its hero.
    experienceDetailFixtures: ['/experience-detail/family-holidays/', '/experience-detail/honeymoons/'],
    wellnessCountryFixtures: ['/wellness/countries/india/'],
    wellnessHotelFixtures: ['/wellness/hotels/ananda-in-the-himalayas/'],
    miceCategoryFixtures: '/mice-categories/',
    miceDetailFixtures: ['/mice-detail/corporate-incentives/'],
  },
  home: {
    homepageSeoFixture: '/page-seo/Homepage/',
    journeySectionFixture: '/journey-section/',
    featuredPackageFixtures: '/featured-packages/',
    homeTestimonialsFixture: '/home-testimonials/',
  },
  journal: {
    journalSummaryFixtures: '/journal/',
    journalPostFixtures: ['/journal/kyoto-in-autumn-temples-gardens-and-maple-light/'],
  },
  enquiry: {
    enquiryOptionsFixture: '/enquiry-options/',
  },
} satisfies Record<string, Record<string, string | string[]>>;

export type FixtureArea = keyof typeof fixtureReads;

export const fixtureFile = (area: FixtureArea) => path.join(fixturesDir, `${area}.json`);

// The enquiry form offers this year and the next two: the fixture's count from a fixed year, so that
// the file changes with the content and the code only.
const FIXTURE_YEARS = yearOptions(new Date('2026-01-01T00:00:00Z'));

async function answerOf(origin: string, read: string): Promise<unknown> {
  const response = await fetch(`${origin}${API_PREFIX}${read}`);
  if (response.status !== 200) throw new Error(`GET ${read} answered ${response.status}`);
  const answer: unknown = await response.json();
  return read === '/enquiry-options/' ? { ...(answer as object), years: FIXTURE_YEARS } : answer;
}

/** What a fixture file holds: the answers of the API listening at `origin` to its reads, by export name. */
export async function fixtureAnswers(origin: string, area: FixtureArea): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  for (const [name, reads] of Object.entries(fixtureReads[area])) {
    answers[name] = Array.isArray(reads)
      ? await Promise.all(reads.map((read) => answerOf(origin, read)))
      : await answerOf(origin, reads);
  }
  return answers;
}
