import type { RouteObject } from 'react-router';

/** My Agenda and, on narrow screens, a session opened from it; loaded on first visit. */
export const agendaRoutes: RouteObject[] = [
  {
    path: '/my-agenda',
    lazy: () => import('./components/MyAgendaPage').then((m) => ({ Component: m.MyAgendaPage })),
    handle: { titleKey: 'agenda.title' },
  },
  {
    path: '/my-agenda/session/:eventId/:sessionId',
    lazy: () => import('./components/AgendaSessionPage').then((m) => ({ Component: m.AgendaSessionPage })),
    handle: { titleKey: 'sessions.details.title' },
  },
];
