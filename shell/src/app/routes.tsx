import type { RouteObject } from 'react-router';
import { RemotePage } from '../federation/RemotePage';
import type { RemotePageProps } from '../federation/RemotePage';
import { HomePage } from '../home/HomePage';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { Layout } from './Layout';

/** The shell's route table (SPEC 2.1): each remote route names one exposed page of one remote. */
export const remoteRoutes: (RemotePageProps & { path: string })[] = [
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
