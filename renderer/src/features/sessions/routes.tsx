import type { RouteObject } from 'react-router';
import { ProgramPage } from './components/ProgramPage';
import { SessionDetailsModal } from './components/SessionDetailsModal';

/** The program (/event/:eventId/sessions) and a session's details over it. */
export const sessionRoutes: RouteObject[] = [
  {
    path: '/event/:eventId/sessions',
    element: <ProgramPage />,
    handle: { titleKey: 'sessions.title' },
    children: [
      {
        path: ':sessionId',
        element: <SessionDetailsModal />,
        handle: { titleKey: 'sessions.details.title' },
      },
    ],
  },
];
