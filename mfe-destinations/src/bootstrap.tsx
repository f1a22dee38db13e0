import { SampleLinks, renderStandalone } from '@lux/shared/standalone';
import type { SampleLink } from '@lux/shared/standalone';
import registry from './pages.json';

// Pages that exist both in the seed content and in the mocked responses (`?mock`).
const samples: SampleLink[] = [
  { label: 'Continent: Asia', to: '/destinations/continents/asia' },
  { label: 'Continent by id (mobile menu): 1', to: '/destinations/continents/1' },
  { label: 'Country: India', to: '/countries/india' },
  { label: 'Country by id (footer): 5', to: '/countries/5' },
  { label: 'Island country: Maldives', to: '/special/countries/maldives' },
  {
    label: 'Package: Palaces of Rajasthan and the Taj Mahal',
    to: '/packages/palaces-of-rajasthan-and-the-taj-mahal',
  },
  { label: 'Travel by month: January', to: '/inspiration/travel-by-month/january' },
  { label: 'Search: "ra"', to: '/search?q=ra' },
  { label: 'Not found: an unknown country', to: '/countries/atlantis' },
];

// Standalone only: in the composed site the shell mounts the exposed pages and this file never runs.
renderStandalone('mfe-destinations', {
  registry,
  pageFiles: import.meta.webpackContext('.', { recursive: true, regExp: /Page\.tsx$/, mode: 'lazy' }),
  frameRoutes: [
    {
      path: '/',
      element: <SampleLinks remoteName="mfe-destinations" title="Destination pages" samples={samples} />,
      label: 'Sample pages',
    },
  ],
});
