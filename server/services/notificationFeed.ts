import { NOTIFICATIONS_PER_LOAD } from '@shared/constants';
import type {
  NotificationActivityMeta,
  NotificationFeed,
  NotificationFeedQuery,
} from '@shared/schemas/notifications';
import type { NotificationsRepository } from '../db/repositories/notifications';

/*
 * Reading the feed, shared by GET /v1/notifications, the newActivity/users/{userId}/… topics'
 * snapshots and the notifier's publishes, so the route and the pushes never disagree.
 */

/**
 * The badge (spec core §4 "Notifications": unseen is counted from lastNotificationDate): items of
 * the whole feed newer than lastNotificationDate, every item when the feed was never opened.
 */
export async function activityMetaOf(
  repo: NotificationsRepository,
  userId: string,
): Promise<NotificationActivityMeta> {
  const lastNotificationDate = await repo.lastNotificationDate(userId);
  return { lastNotificationDate, unseen: await repo.countNewer(userId, lastNotificationDate) };
}

/**
 * One page of the user's feed, NOTIFICATIONS_PER_LOAD (spec core §9) at a time, newest first. The
 * unseen count is always the whole feed's (the badge's), whatever event the page is narrowed to.
 */
export async function feedOf(
  repo: NotificationsRepository,
  userId: string,
  query: NotificationFeedQuery,
): Promise<NotificationFeed> {
  const page = await repo.feedPage(userId, {
    eventId: query.eventId ?? null,
    cursor: query.before === undefined ? null : { before: query.before, beforeId: query.beforeId ?? null },
    limit: NOTIFICATIONS_PER_LOAD + 1,
  });
  return {
    items: page.slice(0, NOTIFICATIONS_PER_LOAD),
    more: page.length > NOTIFICATIONS_PER_LOAD,
    ...(await activityMetaOf(repo, userId)),
  };
}
