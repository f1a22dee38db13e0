import { renderStandalone } from '@lux/shared/standalone';
import { Navigate } from 'react-router';
import registry from './pages.json';
import { ModalFormPreview } from './standalone/ModalFormPreview';

// Standalone only: in the composed site the shell mounts the exposed page and form, and this file never runs.
renderStandalone('mfe-enquiry', {
  registry,
  pageFiles: import.meta.webpackContext('.', { recursive: true, regExp: /Page\.tsx$/, mode: 'lazy' }),
  frameRoutes: [
    { path: '/', element: <Navigate to="/enquire" replace /> },
    { path: '/modal', element: <ModalFormPreview />, label: 'Modal form' },
  ],
});
