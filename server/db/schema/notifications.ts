import { jsonb, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { notificationDetails } from '@shared/schemas/notifications';
import { millis } from './columns';
import { events } from './events';
import { users } from './users';

/*
 * The notification feed (spec core §3 Notification, §4; docs/notifications.md): a user's own
 * notifications (userId set) and an event's notifications for everyone in it (userId null), each
 * user's "seen" tags, and when they last opened the feed.
 */

export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    /** The recipient; null: everyone in the event (announcement, poll, poll_finished). */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    typeNotification: text('type_notification', { enum: ['user', 'event'] }).notNull(),
    type: text('type').notNull(),
    /** The session or meeting it concerns (spec sesId). */
    sessionId: text('session_id'),
    details: jsonb('details').$type<z.infer<typeof notificationDetails>>().notNull(),
    /** dt (UTC ms). */
    createdAt: millis('created_at').notNull(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_event_idx').on(t.eventId, t.createdAt),
  ],
);

/** A user's "seen" tag on a notification (newActivity/users/{userId}/tags/{id}/seen). */
export const notificationsSeen = pgTable(
  'notifications_seen',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: text('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    seenAt: millis('seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notificationId] })],
);

/** newActivity/users/{userId}/meta: lastNotificationDate, from which the unseen count is taken. */
export const notificationMeta = pgTable('notification_meta', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastNotificationDate: millis('last_notification_date').notNull(),
});
