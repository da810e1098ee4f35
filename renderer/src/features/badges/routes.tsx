import type { RouteObject } from 'react-router';
import { BadgeEditorPage } from './components/BadgeEditorPage';
import { BadgeListPage } from './components/BadgeListPage';

/** Badge templates of an event (organizers); registered inside the signed-in app shell. */
export const badgeRoutes: RouteObject[] = [
  { path: '/event/:eventId/badges', element: <BadgeListPage />, handle: { titleKey: 'badges.title' } },
  {
    path: '/event/:eventId/badges/:badgeId',
    element: <BadgeEditorPage />,
    handle: { titleKey: 'badges.editor.title' },
  },
];
