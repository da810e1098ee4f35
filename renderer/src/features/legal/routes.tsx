import type { RouteObject } from 'react-router';
import { LegalLayout } from './components/LegalLayout';
import { LegalPage } from './components/LegalPage';

export const legalRoutes: RouteObject[] = [
  {
    element: <LegalLayout />,
    children: [
      {
        path: '/privacy-notice',
        element: <LegalPage page="privacy" />,
        handle: { titleKey: 'legal.privacy.title' },
      },
      { path: '/terms', element: <LegalPage page="terms" />, handle: { titleKey: 'legal.terms.title' } },
      {
        path: '/cookies',
        element: <LegalPage page="cookies" />,
        handle: { titleKey: 'legal.cookies.title' },
      },
    ],
  },
];
