import type { RouteObject } from 'react-router';
import { prefetchEventDetails } from '../eventHome';
import { prefetchSessions } from './api';

/**
 * The program (/event/:eventId/sessions) and a session's details over it. The screens load on
 * first visit, so the markdown renderer stays out of the bundle every page downloads.
 */
export const sessionRoutes: RouteObject[] = [
  {
    path: '/event/:eventId/sessions',
    lazy: () => import('./components/ProgramPage').then((m) => ({ Component: m.ProgramPage })),
    // The program needs the event's details and its sessions: both start with the navigation.
    loader: ({ params }) => {
      if (params.eventId) {
        prefetchEventDetails(params.eventId);
        prefetchSessions(params.eventId);
      }
      return null;
    },
    // My Agenda beside the program loads with it, so the program does not narrow when it arrives.
    handle: { titleKey: 'sessions.title', panels: ['programAside'] },
    children: [
      {
        path: ':sessionId',
        lazy: () =>
          import('./components/SessionDetailsModal').then((m) => ({ Component: m.SessionDetailsModal })),
        handle: { titleKey: 'sessions.details.title', modal: true },
      },
    ],
  },
];
