import type { RouteObject } from 'react-router';
import { prefetchMyEvents } from '../events';
import { prefetchFeed } from './api';

/** /notifications (spec core §2, exact), loaded on first visit; the feed and my events start with the navigation. */
export const notificationsRoutes: RouteObject[] = [
  {
    path: '/notifications',
    lazy: () => import('./components/NotificationsPage').then((m) => ({ Component: m.NotificationsPage })),
    loader: () => {
      prefetchFeed();
      prefetchMyEvents();
      return null;
    },
    handle: { titleKey: 'notifications.title' },
  },
];
