import type { RouteObject } from 'react-router';
import { prefetchMyEvents } from './api';

/** Event routes; the /event/{id}/… sub-pages come with their screens in later issues. */
export const eventRoutes: RouteObject[] = [
  {
    path: '/event/list',
    lazy: () => import('./components/EventListPage').then((m) => ({ Component: m.EventListPage })),
    loader: () => {
      prefetchMyEvents();
      return null;
    },
    handle: { titleKey: 'events.title' },
  },
];
