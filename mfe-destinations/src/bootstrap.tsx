import { renderStandalone } from '@lux/shared/standalone';
import ContinentPage from './continent-page/ContinentPage';
import CountryPage from './country-page/CountryPage';
import MonthPage from './month-page/MonthPage';
import PackagePage from './package-page/PackagePage';
import SearchResultsPage from './search-results/SearchResultsPage';
import SpecialCountryPage from './special-country-page/SpecialCountryPage';
import { SampleLinks } from './standalone/SampleLinks';

// Standalone only: in the composed site the shell mounts the exposed pages and this file never runs.
renderStandalone('mfe-destinations', [
  { path: '/', element: <SampleLinks />, label: 'Sample pages' },
  { path: '/destinations/continents/:slug', element: <ContinentPage /> },
  { path: '/countries/:slug', element: <CountryPage /> },
  { path: '/special/countries/:slug', element: <SpecialCountryPage /> },
  { path: '/packages/:slug', element: <PackagePage /> },
  { path: '/inspiration/travel-by-month/:monthName', element: <MonthPage /> },
  { path: '/search', element: <SearchResultsPage /> },
]);
