import type { RouteObject } from 'react-router';
import { prefetchEventDetails } from '../eventHome';
import { prefetchMyEvents } from '../events';
import { lastVisitedEvent } from '../sessions';
import { prefetchAgenda } from './api';

/** My Agenda and, on narrow screens, a session opened from it; loaded on first visit. */
export const agendaRoutes: RouteObject[] = [
  {
    path: '/my-agenda',
    lazy: () => import('./components/MyAgendaPage').then((m) => ({ Component: m.MyAgendaPage })),
    // My events, and the details and agenda of the event the page will most likely show (the one
    // asked for, else the last program opened; MyAgendaPage picks among my events): all at once.
    loader: ({ request }) => {
      prefetchMyEvents();
      const likely = new URL(request.url).searchParams.get('event') ?? lastVisitedEvent();
      if (likely) {
        prefetchEventDetails(likely);
        prefetchAgenda(likely);
      }
      return null;
    },
    // Another event picked on the page loads its details and agenda together (MyAgendaPage).
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    handle: { titleKey: 'agenda.title' },
  },
  {
    path: '/my-agenda/session/:eventId/:sessionId',
    lazy: () => import('./components/AgendaSessionPage').then((m) => ({ Component: m.AgendaSessionPage })),
    handle: { titleKey: 'sessions.details.title' },
  },
];
