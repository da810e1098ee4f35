import { lazy } from 'react';
import type { Feature } from '../../registry/feature';
import { BellIcon } from '../../ui/icons';
import { notificationsRoutes } from './routes';

/** Loaded with the signed-in shell's menus, not with the first bundle. */
const UnseenBadge = lazy(() => import('./components/UnseenBadge').then((m) => ({ default: m.UnseenBadge })));

/**
 * The notification feed (spec core §2 /notifications, §4 "Notifications"): its page, and its link
 * with the unseen badge in the side menu and the mobile bottom bar (after events, invitations and
 * chats there, spec core §2 "Navigation").
 */
export const notificationsFeature: Feature = {
  routes: { appShell: notificationsRoutes },
  strings: ['notifications'],
  navigation: {
    menuLinks: [
      {
        labelKey: 'notifications.menuLink',
        icon: BellIcon,
        places: ['sideMenu', 'bottomBar'],
        order: 18,
        to: () => '/notifications',
        badge: UnseenBadge,
      },
    ],
  },
};
