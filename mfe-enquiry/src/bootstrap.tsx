import { renderStandalone } from '@lux/shared/standalone';
import EnquiryPage from './enquiry-page/EnquiryPage';
import { ModalFormPreview } from './standalone/ModalFormPreview';

// Standalone only: in the composed site the shell mounts the exposed page and form, and this file never runs.
renderStandalone('mfe-enquiry', [
  { path: '/', element: <EnquiryPage />, label: 'Enquire' },
  { path: '/enquire', element: <EnquiryPage /> },
  { path: '/contact', element: <EnquiryPage />, label: 'Contact' },
  { path: '/modal', element: <ModalFormPreview />, label: 'Modal form' },
]);
