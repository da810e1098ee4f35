import type { notificationRoutes } from '@shared/api/routes/notifications';
import type { AreaHandlers } from '../http/route';
import type { Services } from '../services';

/** The caller's notification feed and seen marks (docs/notifications.md). */
export function notificationHandlers({ notifications }: Services): AreaHandlers<typeof notificationRoutes> {
  return {
    notificationFeed: async ({ query, user }) => notifications.feed(user.userId, query),
    notificationsSeen: async ({ body, user }) => notifications.markSeen(user.userId, body),
  };
}
