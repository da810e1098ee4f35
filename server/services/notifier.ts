import { randomUUID } from 'node:crypto';
import type {
  EventNotificationType,
  NotificationDetails,
  UserNotificationType,
} from '@shared/schemas/notifications';
import type { Db } from '../db/client';
import { createNotificationsRepository, type NewNotification } from '../db/repositories/notifications';
import type { AppDeps } from './deps';

/** What a notification is about; details default to null but for the event (spec core §3 det). */
export interface NotificationItem<T> {
  eventId: string;
  type: T;
  /** The session or meeting it concerns (spec sesId). */
  sessionId?: string | null;
  details: Partial<NotificationDetails>;
}

const detailsOf = (eventId: string, details: Partial<NotificationDetails>): NotificationDetails => ({
  eventId,
  invitationId: null,
  meetingId: null,
  participantId: null,
  postId: null,
  pollId: null,
  ...details,
});

/**
 * How other services tell people (docs/notifications.md "Notifier"): write the notifications in the
 * caller's own transaction (toUsers, toEvent), so they exist exactly when the change does; push the
 * realtime topics after it has committed (publishFor), as every publish (services/deps.ts).
 */
export function createNotifier({
  database,
  publish,
  changed,
  now,
}: Pick<AppDeps, 'database' | 'publish' | 'changed' | 'now'>) {
  const rowOf = (
    userId: string | null,
    item: NotificationItem<NewNotification['type']>,
    typeNotification: NewNotification['typeNotification'],
  ): NewNotification => ({
    id: randomUUID(),
    userId,
    eventId: item.eventId,
    typeNotification,
    type: item.type,
    sessionId: item.sessionId ?? null,
    details: detailsOf(item.eventId, item.details),
    createdAt: now(),
  });

  /** The rows of toUsers, for a caller that writes them in a statement of its own. */
  const userRows = (userIds: readonly string[], item: NotificationItem<UserNotificationType>) =>
    [...new Set(userIds)].map((userId) => rowOf(userId, item, 'user'));

  return {
    userRows,

    /** One user notification for each of the users (repeats once); answers their ids, in order. */
    async toUsers(
      db: Db,
      userIds: string[],
      item: NotificationItem<UserNotificationType>,
    ): Promise<string[]> {
      const rows = userRows(userIds, item);
      await createNotificationsRepository(db).insert(rows);
      return rows.map((r) => r.id);
    },

    /** One event notification for everyone taking part in the event; answers its id. */
    async toEvent(db: Db, item: NotificationItem<EventNotificationType>): Promise<string> {
      const row = rowOf(null, item, 'event');
      await createNotificationsRepository(db).insert([row]);
      return row.id;
    },

    /**
     * After commit: each user's newActivity/users/{userId}/meta and …/sessions, and with an event
     * its newActivity/events/{eventId} marker (its participants refresh their feed from it).
     */
    async publishFor(userIds: string[], eventId?: string): Promise<void> {
      const repo = createNotificationsRepository(database.db);
      // Told without their values: only a node where the user has the app open reads their feed
      // and badge (notificationsTopicRules.ts), not every change for everyone it tells.
      await Promise.all(
        [...new Set(userIds)].flatMap((userId) => [
          changed('notificationItems', { userId }),
          changed('notificationMeta', { userId }),
        ]),
      );
      if (eventId !== undefined) {
        await publish('eventActivity', { eventId }, { lastAt: await repo.lastEventActivity(eventId) });
      }
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
