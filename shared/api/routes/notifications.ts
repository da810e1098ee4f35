import * as notifications from '../../schemas/notifications';
import { route, type RouteMap } from './contract';

/** The notification feed (spec core §3 Notification, §4 "Notifications"; docs/notifications.md). */
export const notificationRoutes = {
  notificationFeed: route({
    method: 'GET',
    path: '/v1/notifications',
    auth: 'user',
    access: 'signedIn',
    summary:
      'My feed: my own notifications and those of the events I take part in, newest first, 30 a page, with seen tags and the unseen count',
    query: notifications.notificationFeedQuery,
    response: notifications.notificationFeed,
  }),
  notificationsSeen: route({
    method: 'POST',
    path: '/v1/notifications/seen',
    auth: 'user',
    access: 'notification.own',
    summary:
      'Tag notifications of my feed seen (ids not in my feed are ignored); seenAll moves lastNotificationDate to now',
    body: notifications.markNotificationsSeenBody,
    response: notifications.markNotificationsSeenResult,
  }),
} as const satisfies RouteMap;
