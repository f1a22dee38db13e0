import type { RouteObject } from 'react-router';
import { RemotePage } from '../federation/RemotePage';
import type { RemotePageProps } from '../federation/RemotePage';
import { HomePage } from '../home/HomePage';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { Layout } from './Layout';

/** The shell's route table (SPEC 2.1): each remote route names one exposed page of one remote. */
export const remoteRoutes: (RemotePageProps & { path: string })[] = [
  // The same page at both addresses (SPEC 2.1); its fallback gives the phone number and office hours.
  ...['/enquire', '/contact'].map((path) => ({
    path,
    remote: 'mfe_enquiry',
    module: 'EnquiryPage',
    failureMessage: 'Our enquiry form could not be loaded.',
    offerEnquiry: false,
  })),
  // Destinations (issue 4); each failure message is the page's own error text.
  {
    path: '/destinations/continents/:slug',
    remote: 'mfe_destinations',
    module: 'ContinentPage',
    failureMessage: 'Error loading data.',
  },
  {
    path: '/countries/:slug',
    remote: 'mfe_destinations',
    module: 'CountryPage',
    failureMessage: 'Error: Could not load page data.',
  },
  {
    path: '/special/countries/:slug',
    remote: 'mfe_destinations',
    module: 'SpecialCountryPage',
    failureMessage: 'Error: Could not load page data.',
  },
  {
    path: '/packages/:slug',
    remote: 'mfe_destinations',
    module: 'PackagePage',
    failureMessage: 'Error loading package details.',
  },
  {
    path: '/inspiration/travel-by-month/:monthName',
    remote: 'mfe_destinations',
    module: 'MonthPage',
    failureMessage: 'Error loading data.',
  },
  {
    path: '/search',
    remote: 'mfe_destinations',
    module: 'SearchResultsPage',
    failureMessage: 'Could not load search results.',
  },
  {
    path: '/journal',
    remote: 'mfe_journal',
    module: 'JournalListPage',
    failureMessage: 'Could not load articles.',
  },
  {
    path: '/journal/:slug',
    remote: 'mfe_journal',
    module: 'JournalArticlePage',
    failureMessage: 'Could not load article.',
  },
  {
    path: '/about',
    remote: 'mfe_journal',
    module: 'AboutPage',
    failureMessage: 'Our story could not be loaded.',
  },
  {
    path: '/booking-conditions',
    remote: 'mfe_journal',
    module: 'BookingConditionsPage',
    failureMessage: 'The booking conditions could not be loaded.',
  },
  {
    path: '/privacy-policy',
    remote: 'mfe_journal',
    module: 'PrivacyPolicyPage',
    failureMessage: 'The privacy policy could not be loaded.',
  },
  {
    path: '/travel-insurance',
    remote: 'mfe_journal',
    module: 'TravelInsurancePage',
    failureMessage: 'The travel insurance page could not be loaded.',
  },
];

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      ...remoteRoutes.map(({ path, ...page }) => ({ path, element: <RemotePage {...page} /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
