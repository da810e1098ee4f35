import type { RouteObject } from 'react-router';
import { checkinRoutes } from '../checkin/routes';
import { prefetchEventDetails } from './api';

/**
 * /event/:eventId and every sub-page without a screen of its own yet (the event cards' landing
 * pages such as /attendees): the event page. Screens opened over it (the check-in console) are its
 * children; a feature with a full page of its own (/event/:eventId/badges) registers a more
 * specific route, which wins.
 */
export const eventHomeRoutes: RouteObject[] = [
  {
    path: '/event/:eventId',
    lazy: () => import('./components/EventPage').then((m) => ({ Component: m.EventPage })),
    loader: ({ params }) => {
      if (params.eventId) prefetchEventDetails(params.eventId);
      return null;
    },
    handle: { titleKey: 'eventHome.title' },
    children: [...checkinRoutes, { path: '*', element: null }],
  },
];
