import { eventActivity, notificationActivityMeta, notificationFeed } from '../../schemas/notifications';
import { topic } from '../topic';

/** The notification feed (spec core §7 newActivity/…; rules: server/services/notificationsTopicRules.ts). */
export const notificationsTopics = {
  /** My unseen badge: lastNotificationDate and the unseen count; only my own user. */
  notificationMeta: topic('newActivity/users/{userId}/meta', notificationActivityMeta),
  /**
   * My feed's first page as GET /v1/notifications answers it without a cursor (items with their
   * seen tags, the unseen count, more): an open /notifications page replaces its first page with it.
   * Only my own user.
   */
  notificationItems: topic('newActivity/users/{userId}/sessions', notificationFeed),
  /** An event's newest event-wide notification (a marker); the event's participants. */
  eventActivity: topic('newActivity/events/{eventId}', eventActivity),
};
