import { SampleLinks, renderStandalone } from '@lux/shared/standalone';
import type { SampleLink } from '@lux/shared/standalone';
import registry from './pages.json';

// Pages that exist both in the seed content and in the mocked responses (`?mock`).
const samples: SampleLink[] = [
  { label: 'Experience: Family Holidays', to: '/experiences/family-holidays' },
  { label: 'Experience by id (footer) with a video hero: 21, Honeymoons', to: '/experiences/21' },
  { label: 'Wellness country: India', to: '/wellness/countries/india' },
  { label: 'Wellness country by id (footer): 5', to: '/wellness/countries/5' },
  { label: 'Wellness hotel: Ananda in the Himalayas', to: '/wellness/hotels/ananda-in-the-himalayas' },
  { label: 'MICE: Corporate Incentives', to: '/mice/corporate-incentives' },
  { label: 'MICE by id (footer): 4', to: '/mice/4' },
  { label: 'Not found: an unknown experience', to: '/experiences/space-tourism' },
  { label: 'Not found: an unknown hotel', to: '/wellness/hotels/the-grand-budapest' },
];

// Standalone only: in the composed site the shell mounts the exposed pages and this file never runs.
renderStandalone('mfe-experiences', {
  registry,
  pageFiles: import.meta.webpackContext('.', { recursive: true, regExp: /Page\.tsx$/, mode: 'lazy' }),
  frameRoutes: [
    {
      path: '/',
      element: (
        <SampleLinks
          remoteName="mfe-experiences"
          title="Experience, wellness and MICE pages"
          samples={samples}
        />
      ),
      label: 'Sample pages',
    },
  ],
});
