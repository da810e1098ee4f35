import type { RouteObject } from 'react-router';

/**
 * Badge templates of an event (organizers); registered inside the signed-in app shell. The pages
 * load on first visit: fabric and the PDF tools stay out of the bundle everyone else downloads.
 */
export const badgeRoutes: RouteObject[] = [
  {
    path: '/event/:eventId/badges',
    lazy: () => import('./components/BadgeListPage').then((m) => ({ Component: m.BadgeListPage })),
    handle: { titleKey: 'badges.title' },
  },
  {
    path: '/event/:eventId/badges/:badgeId',
    lazy: () => import('./components/BadgeEditorPage').then((m) => ({ Component: m.BadgeEditorPage })),
    handle: { titleKey: 'badges.editor.title' },
  },
];
