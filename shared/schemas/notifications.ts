import { z } from 'zod';
import { eventIdSchema, idSchema } from './common';
import { MAX_LIST_ITEMS } from './limits';
import { sessionPerson } from './person';

/**
 * The notification feed (spec core §3 Notification, §4 "Notifications", §9: 30 per load). User
 * notifications concern me (my meetings, my sessions, an invitation to an event); event
 * notifications concern everyone in an event (announcements, polls; later issues emit them).
 */

/**
 * The spec's user types — confirmed (a meeting was accepted), session_cancelled (a meeting was
 * cancelled), rescheduled_session (a meeting was moved), invited_to_event — and the other meeting
 * changes, which the spec's chat messages name (mreq, revmreq, rmreq, rreq, rres) and ours spell out:
 * a request received, revoked or rejected; a reschedule requested, revoked or rejected.
 */
const userNotificationType = z.enum([
  'confirmed',
  'session_cancelled',
  'rescheduled_session',
  'invited_to_event',
  'meeting_request',
  'meeting_revoked',
  'meeting_rejected',
  'reschedule_request',
  'reschedule_revoked',
  'reschedule_rejected',
]);
export type UserNotificationType = z.infer<typeof userNotificationType>;

const eventNotificationType = z.enum(['announcement', 'poll', 'poll_finished']);
export type EventNotificationType = z.infer<typeof eventNotificationType>;

/** Spec det: what the notification is about, so the client can link to it. */
export const notificationDetails = z.object({
  eventId: z.string(),
  invitationId: z.string().nullable(),
  meetingId: z.string().nullable(),
  /** Who caused it (the sender, the one who cancelled…); null for the organizers' own. */
  participantId: z.string().nullable(),
  postId: z.string().nullable(),
  pollId: z.string().nullable(),
});
export type NotificationDetails = z.infer<typeof notificationDetails>;

const notificationBase = {
  id: z.string(),
  /** When it happened (UTC ms); the feed is newest first. */
  dt: z.number().int(),
  /** The session or meeting it concerns (spec sesId), null when none. */
  sesId: z.string().nullable(),
  /** The event it belongs to (spec eId). */
  eId: z.string(),
  det: notificationDetails,
  /**
   * Who caused it (det.participantId) as cards show them, read with the feed so a rename or a new
   * photo shows; null when no one did or they are no longer in the event.
   */
  actor: sessionPerson.nullable(),
  /** My "seen" tag on it (newActivity/users/{userId}/tags/{id}/seen). */
  seen: z.boolean(),
};

/** One feed item; typeNotification says which family `type` is from. */
export const notification = z.discriminatedUnion('typeNotification', [
  z.object({ ...notificationBase, typeNotification: z.literal('user'), type: userNotificationType }),
  z.object({ ...notificationBase, typeNotification: z.literal('event'), type: eventNotificationType }),
]);
export type Notification = z.infer<typeof notification>;

/**
 * A page of the feed: items older than the last one shown, NOTIFICATIONS_PER_LOAD at a time. The
 * cursor is that item's `dt` (before) and `id` (beforeId): several notifications can share one
 * millisecond (one action tells several people, a burst of meeting changes), and the id keeps such
 * a tie from being skipped or repeated. `before` alone pages by time only.
 */
export const notificationFeedQuery = z.object({
  eventId: eventIdSchema.optional(),
  before: z.coerce.number().int().optional(),
  beforeId: idSchema.optional(),
});
export type NotificationFeedQuery = z.infer<typeof notificationFeedQuery>;

export const notificationFeed = z.object({
  items: z.array(notification),
  /** Notifications newer than lastNotificationDate: the badge's count. */
  unseen: z.number().int(),
  /** Spec meta lastNotificationDate: when I last opened the feed (UTC ms), null when never. */
  lastNotificationDate: z.number().int().nullable(),
  /** Another page exists before the last item. */
  more: z.boolean(),
});
export type NotificationFeed = z.infer<typeof notificationFeed>;

/**
 * newActivity/users/{userId}/meta: what the unseen badges need — lastNotificationDate and the
 * count of feed items newer than it (every item when the feed was never opened).
 */
export const notificationActivityMeta = notificationFeed.pick({ unseen: true, lastNotificationDate: true });
export type NotificationActivityMeta = z.infer<typeof notificationActivityMeta>;

/**
 * newActivity/events/{eventId}: when the event's newest event-wide notification was made (null:
 * none yet). A marker, not the items: an announcement reaches every participant, and each reads
 * their own seen tags and unseen count with the feed when the marker moves (docs/notifications.md).
 */
export const eventActivity = z.object({ lastAt: z.number().int().nullable() });

/** Tag notifications seen; seenAll also moves lastNotificationDate to now (the badge clears). */
export const markNotificationsSeenBody = z.object({
  ids: z.array(idSchema).max(MAX_LIST_ITEMS).default([]),
  seenAll: z.boolean().default(false),
});

/** The answer: the ids now tagged seen (those of the caller's feed; others are ignored) and the badge. */
export const markNotificationsSeenResult = notificationActivityMeta.extend({ seenIds: z.array(z.string()) });
