import type { ComponentType } from 'react';
import type { Notification } from '@shared/schemas/notifications';
import {
  BellIcon,
  CalendarIcon,
  CancelIcon,
  ClockIcon,
  MegaphoneIcon,
  PeopleIcon,
  PollIcon,
} from '../../ui/icons';

type NotificationType = Notification['type'];

/** The icon beside each type (the label is `notifications.types.<type>`). */
export const NOTIFICATION_ICONS: Record<NotificationType, ComponentType> = {
  meeting_request: PeopleIcon,
  confirmed: CalendarIcon,
  reschedule_request: ClockIcon,
  rescheduled_session: ClockIcon,
  session_cancelled: CancelIcon,
  meeting_revoked: CancelIcon,
  meeting_rejected: CancelIcon,
  reschedule_revoked: CancelIcon,
  reschedule_rejected: CancelIcon,
  invited_to_event: BellIcon,
  announcement: MegaphoneIcon,
  poll: PollIcon,
  poll_finished: PollIcon,
};

/**
 * Where an item leads. A meeting change opens the invitation screen with the person who caused it
 * (spec core §2 /event/{eventId}/invitation/{participantId}, det.participantId); an invitation to an
 * event, an announcement or a poll opens the event (announcements and polls have no screen yet).
 */
export function notificationLink(item: Notification): string {
  const eventId = item.det.eventId || item.eId;
  const other = item.det.participantId;
  if (item.typeNotification === 'user' && item.type !== 'invited_to_event' && other)
    return `/event/${eventId}/invitation/${other}`;
  return `/event/${eventId}`;
}

/**
 * The sentence naming who caused it (`notifications.byActor.<key>`, the name at `<person/>`), or
 * null when no one is known: the type's own text then. A meeting booked without a request (a
 * pre-booked meeting, a guest added) was accepted by no one, so it reads as booked.
 */
export function actorTextKey(item: Notification): string | null {
  if (item.actor === null || item.typeNotification !== 'user') return null;
  if (item.type === 'confirmed' && item.det.invitationId === null) return 'notifications.byActor.booked';
  return `notifications.byActor.${item.type}`;
}

/** The profile of the one who caused it, over the event's directory (spec core §2). */
export function actorProfilePath(item: Notification, participantId: string): string {
  return `/event/${item.det.eventId || item.eId}/attendees/${participantId}`;
}
