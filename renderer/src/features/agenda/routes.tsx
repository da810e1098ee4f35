import type { RouteObject } from 'react-router';
import { AgendaSessionPage } from './components/AgendaSessionPage';
import { MyAgendaPage } from './components/MyAgendaPage';

/** My Agenda and, on narrow screens, a session opened from it. */
export const agendaRoutes: RouteObject[] = [
  { path: '/my-agenda', element: <MyAgendaPage />, handle: { titleKey: 'agenda.title' } },
  {
    path: '/my-agenda/session/:eventId/:sessionId',
    element: <AgendaSessionPage />,
    handle: { titleKey: 'sessions.details.title' },
  },
];
