import { renderStandalone } from '@lux/shared/standalone';
import { Navigate } from 'react-router';
import registry from './pages.json';

// Standalone only: in the composed site the shell mounts the exposed pages and this file never runs.
renderStandalone('mfe-journal', {
  registry,
  pageFiles: import.meta.webpackContext('.', { recursive: true, regExp: /Page\.tsx$/, mode: 'lazy' }),
  frameRoutes: [{ path: '/', element: <Navigate to="/journal" replace /> }],
});
