import type { z } from 'zod';
import type {
  NotificationFeed,
  NotificationFeedQuery,
  markNotificationsSeenBody,
  markNotificationsSeenResult,
} from '@shared/schemas/notifications';
import { createNotificationsRepository } from '../db/repositories/notifications';
import type { AppDeps } from './deps';
import { activityMetaOf, feedOf } from './notificationFeed';
import { createNotifier } from './notifier';

/**
 * The caller's notification feed and their seen marks (spec core §4 "Notifications";
 * docs/notifications.md). Only ever the caller's own feed, so there is nothing to refuse: an event
 * they are not in narrows it to nothing, an id not in it is ignored.
 */
export function createNotificationsService(
  deps: Pick<AppDeps, 'database' | 'access' | 'publish' | 'changed' | 'now'>,
) {
  const repo = createNotificationsRepository(deps.database.db);
  const notifier = createNotifier(deps);

  return {
    /** The app's notifier (services/notifier.ts), for what is built after this service, and tests. */
    notifier,

    feed: (userId: string, query: NotificationFeedQuery): Promise<NotificationFeed> =>
      feedOf(repo, userId, query),

    /** Tags the ids of the caller's feed seen; seenAll moves lastNotificationDate to now (the badge clears). */
    async markSeen(
      userId: string,
      body: z.output<typeof markNotificationsSeenBody>,
    ): Promise<z.output<typeof markNotificationsSeenResult>> {
      // notification.own answers the subset of the ids in the caller's feed.
      const seenIds = [
        ...(await deps.access.check(userId, { permission: 'notification.own', ids: body.ids })),
      ];
      const at = deps.now();
      await deps.database.db.transaction(async (tx) => {
        const txRepo = createNotificationsRepository(tx);
        await txRepo.tagSeen(userId, seenIds, at);
        if (body.seenAll) await txRepo.openedAt(userId, at);
      });
      if (seenIds.length > 0 || body.seenAll) await notifier.publishFor([userId]);
      return { seenIds, ...(await activityMetaOf(repo, userId)) };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
