import { and, count, desc, eq, gt, inArray, isNull, lt, max, or, sql, type SQL } from 'drizzle-orm';
import type { Notification, NotificationDetails } from '@shared/schemas/notifications';
import type { Db } from '../client';
import { notificationMeta, notifications, notificationsSeen, participants, users } from '../schema';
import { personColumns } from './participants';
import { notRemoved, takingPart } from './takingPart';

/** A row to write: a user's own notification (userId) or an event's for everyone in it (userId null). */
export interface NewNotification {
  id: string;
  userId: string | null;
  eventId: string;
  typeNotification: Notification['typeNotification'];
  type: Notification['type'];
  sessionId: string | null;
  details: NotificationDetails;
  createdAt: number;
}

/** A new notification's row in its columns' names (for a statement that writes rows as JSON). */
export const notificationColumns = (row: NewNotification) => ({
  id: row.id,
  user_id: row.userId,
  event_id: row.eventId,
  type_notification: row.typeNotification,
  type: row.type,
  session_id: row.sessionId,
  details: row.details,
  created_at: row.createdAt,
});

/** Where a feed page starts: strictly older than this item (its dt and, to break ties, its id). */
export interface FeedCursor {
  before: number;
  beforeId: string | null;
}

/** The user's feed: their own notifications and the event-wide ones of their events. */
function inFeedOf(db: Db, userId: string): SQL | undefined {
  const theirEvents = db
    .select({ eventId: participants.eventId })
    .from(participants)
    .where(takingPart(userId));
  return or(
    eq(notifications.userId, userId),
    and(isNull(notifications.userId), inArray(notifications.eventId, theirEvents)),
  );
}

/** The notification store: feed pages, unseen counts, seen tags and lastNotificationDate. */
export function createNotificationsRepository(db: Db) {
  return {
    async insert(rows: NewNotification[]): Promise<void> {
      if (rows.length > 0) await db.insert(notifications).values(rows);
    },

    /**
     * Up to `limit` items of the user's feed, newest first (ties by id), older than the cursor,
     * optionally of one event, each with the user's seen tag and its actor: the participant of
     * det.participantId as they are now (not deleted), with their user's photo.
     */
    async feedPage(
      userId: string,
      opts: { eventId: string | null; cursor: FeedCursor | null; limit: number },
    ): Promise<Notification[]> {
      const { cursor } = opts;
      const rows = await db
        .select({
          id: notifications.id,
          dt: notifications.createdAt,
          sesId: notifications.sessionId,
          eId: notifications.eventId,
          det: notifications.details,
          typeNotification: notifications.typeNotification,
          type: notifications.type,
          seen: sql<boolean>`${notificationsSeen.userId} is not null`,
          actor: personColumns,
        })
        .from(notifications)
        .leftJoin(
          notificationsSeen,
          and(eq(notificationsSeen.notificationId, notifications.id), eq(notificationsSeen.userId, userId)),
        )
        .leftJoin(
          participants,
          and(
            eq(participants.id, sql`${notifications.details}->>'participantId'`),
            eq(participants.eventId, notifications.eventId),
            notRemoved,
          ),
        )
        .leftJoin(users, eq(users.id, participants.userId))
        .where(
          and(
            inFeedOf(db, userId),
            opts.eventId === null ? undefined : eq(notifications.eventId, opts.eventId),
            cursor === null
              ? undefined
              : cursor.beforeId === null
                ? lt(notifications.createdAt, cursor.before)
                : sql`(${notifications.createdAt}, ${notifications.id}) < (${cursor.before}, ${cursor.beforeId})`,
          ),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(opts.limit);
      // Rows are written only by services/notifier.ts, which pairs each type with its own family.
      return rows.map((row) => ({
        ...row,
        actor: row.actor?.participantId ? row.actor : null,
      })) as Notification[];
    },

    /** How many items of the user's feed are newer than `since` (all of them when null). */
    async countNewer(userId: string, since: number | null): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(inFeedOf(db, userId), since === null ? undefined : gt(notifications.createdAt, since)));
      return row?.n ?? 0;
    },

    /** Those of `ids` that are in the user's feed (the only ones they may tag). */
    async inFeed(userId: string, ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(inArray(notifications.id, ids), inFeedOf(db, userId)));
      return rows.map((r) => r.id);
    },

    /** Tags the notifications seen by the user; a tag already there keeps its first time. */
    async tagSeen(userId: string, ids: string[], at: number): Promise<void> {
      if (ids.length === 0) return;
      await db
        .insert(notificationsSeen)
        .values(ids.map((notificationId) => ({ userId, notificationId, seenAt: at })))
        .onConflictDoNothing();
    },

    /** When the user last opened the feed (UTC ms), null when never. */
    async lastNotificationDate(userId: string): Promise<number | null> {
      const [row] = await db
        .select({ at: notificationMeta.lastNotificationDate })
        .from(notificationMeta)
        .where(eq(notificationMeta.userId, userId));
      return row?.at ?? null;
    },

    /** Moves lastNotificationDate to `at`, never back (a clock step or a late request keeps the later one). */
    async openedAt(userId: string, at: number): Promise<void> {
      await db
        .insert(notificationMeta)
        .values({ userId, lastNotificationDate: at })
        .onConflictDoUpdate({
          target: notificationMeta.userId,
          set: { lastNotificationDate: sql`greatest(${notificationMeta.lastNotificationDate}, ${at})` },
        });
    },

    /** The newest event-wide notification of the event (UTC ms), null when none. */
    async lastEventActivity(eventId: string): Promise<number | null> {
      const [row] = await db
        .select({ at: max(notifications.createdAt) })
        .from(notifications)
        .where(and(eq(notifications.eventId, eventId), isNull(notifications.userId)));
      return row?.at === null || row?.at === undefined ? null : Number(row.at);
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
