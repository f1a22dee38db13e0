import { SampleLinks, renderStandalone } from '@lux/shared/standalone';
import type { SampleLink } from '@lux/shared/standalone';
import registry from './pages.json';

// Every page the journal remote has, and an article: from the seed content, which `?mock` answers too.
const samples: SampleLink[] = [
  { label: 'Journal', to: '/journal' },
  { label: 'Article: Kyoto in autumn', to: '/journal/kyoto-in-autumn-temples-gardens-and-maple-light' },
  { label: 'Not found: an unknown article', to: '/journal/a-trip-never-taken' },
  { label: 'About us', to: '/about' },
  { label: 'Booking conditions', to: '/booking-conditions' },
  { label: 'Privacy policy', to: '/privacy-policy' },
  { label: 'Travel insurance', to: '/travel-insurance' },
];

// Standalone only: in the composed site the shell mounts the exposed pages and this file never runs.
renderStandalone('mfe-journal', {
  registry,
  pageFiles: import.meta.webpackContext('.', { recursive: true, regExp: /Page\.tsx$/, mode: 'lazy' }),
  frameRoutes: [
    {
      path: '/',
      element: (
        <SampleLinks remoteName="mfe-journal" title="Journal, about and legal pages" samples={samples} />
      ),
      label: 'Sample pages',
    },
  ],
});
