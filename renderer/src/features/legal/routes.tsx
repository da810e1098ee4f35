import type { RouteObject } from 'react-router';
import type { LegalPageProps } from './components/LegalPage';

/** One legal page, loaded on first visit with the legal texts (feature.ts strings). */
const legalPage = (path: string, page: LegalPageProps['page']): RouteObject => ({
  path,
  lazy: () =>
    import('./components/LegalPage').then(({ LegalPage }) => ({
      Component: () => <LegalPage page={page} />,
    })),
  handle: { titleKey: `legal.${page}.title` },
});

/** The legal pages with their side menu; their texts are long and read rarely, so they load on demand. */
export const legalRoutes: RouteObject[] = [
  {
    lazy: () => import('./components/LegalLayout').then((m) => ({ Component: m.LegalLayout })),
    children: [
      legalPage('/privacy-notice', 'privacy'),
      legalPage('/terms', 'terms'),
      legalPage('/cookies', 'cookies'),
    ],
  },
];
