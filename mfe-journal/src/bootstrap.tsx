import { renderStandalone } from '@lux/shared/standalone';
import AboutPage from './about/AboutPage';
import JournalArticlePage from './journal-article/JournalArticlePage';
import JournalListPage from './journal-list/JournalListPage';
import BookingConditionsPage from './legal/BookingConditionsPage';
import PrivacyPolicyPage from './legal/PrivacyPolicyPage';
import TravelInsurancePage from './legal/TravelInsurancePage';

// Standalone only: in the composed site the shell mounts the exposed pages and this file never runs.
renderStandalone('mfe-journal', [
  { path: '/', element: <JournalListPage />, label: 'Journal' },
  { path: '/journal', element: <JournalListPage /> },
  { path: '/journal/:slug', element: <JournalArticlePage /> },
  { path: '/about', element: <AboutPage />, label: 'About' },
  { path: '/booking-conditions', element: <BookingConditionsPage />, label: 'Booking conditions' },
  { path: '/privacy-policy', element: <PrivacyPolicyPage />, label: 'Privacy policy' },
  { path: '/travel-insurance', element: <TravelInsurancePage />, label: 'Travel insurance' },
]);
