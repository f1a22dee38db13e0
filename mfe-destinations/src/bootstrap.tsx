import { renderStandalone } from '@lux/shared/standalone';
import registry from './pages.json';
import { SampleLinks } from './standalone/SampleLinks';

// Standalone only: in the composed site the shell mounts the exposed pages and this file never runs.
renderStandalone('mfe-destinations', {
  registry,
  pageFiles: import.meta.webpackContext('.', { recursive: true, regExp: /Page\.tsx$/, mode: 'lazy' }),
  frameRoutes: [{ path: '/', element: <SampleLinks />, label: 'Sample pages' }],
});
