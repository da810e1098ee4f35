import type { RouteObject } from 'react-router';
import { EVENT_PAGE_ROUTE_ID } from '../../registry/feature';
import { prefetchEventDetails } from './api';

/**
 * /event/:eventId, the event page. Screens opened over it (the check-in console) are its children,
 * which other features put in the `event` route slot (registry/feature.ts); a feature with a full
 * page of its own (/event/:eventId/badges, /sessions) registers a more
 * specific route, which wins. Any other sub-path is the not-found page: an event lands on a page
 * that exists (landing.ts).
 */
export const eventHomeRoutes: RouteObject[] = [
  {
    id: EVENT_PAGE_ROUTE_ID,
    path: '/event/:eventId',
    lazy: () => import('./components/EventPage').then((m) => ({ Component: m.EventPage })),
    loader: ({ params }) => {
      if (params.eventId) prefetchEventDetails(params.eventId);
      return null;
    },
    handle: { titleKey: 'eventHome.title' },
  },
];
