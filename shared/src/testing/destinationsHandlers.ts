import { http, HttpResponse } from 'msw';
import { bySlugOrId } from './bySlugOrId';
import {
  continentDetailFixtures,
  continentFixtures,
  countryDetailFixtures,
  featuredPackageFixtures,
  inspirationCategoryFixtures,
  monthPageFixtures,
  packageDetailFixtures,
  packageSearchFixtures,
  specialCountryFixtures,
} from './fixtures';

/** Case- and accent-insensitive, as the API matches `?q=`. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The destinations calls over the fixtures. */
export const destinationsHandlers = [
  http.get('*/api/v1/continents/', () => HttpResponse.json(continentFixtures)),
  http.get('*/api/v1/continent-detail/:slug/', bySlugOrId(continentDetailFixtures, 'Continent')),
  http.get('*/api/v1/country-detail/:slug/', bySlugOrId(countryDetailFixtures, 'Country')),
  http.get('*/api/v1/special-country-page/:slug/', bySlugOrId(specialCountryFixtures, 'Special country')),
  http.get('*/api/v1/package-detail/:slug/', bySlugOrId(packageDetailFixtures, 'Package')),
  http.get('*/api/v1/travel-by-month/:slug/', bySlugOrId(monthPageFixtures, 'Month')),
  http.get('*/api/v1/packages/', ({ request }) => {
    const q = fold(new URL(request.url).searchParams.get('q') ?? '');
    return HttpResponse.json(packageSearchFixtures.filter((item) => fold(item.name).includes(q)));
  }),
  http.get('*/api/v1/featured-packages/', () => HttpResponse.json(featuredPackageFixtures)),
  http.get('*/api/v1/inspiration-categories/', () => HttpResponse.json(inspirationCategoryFixtures)),
];
