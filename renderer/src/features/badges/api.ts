import type { RouteBody } from '@shared/api/routes';
import { api } from '../../api/client';

/** The event with my rights in it (me.organizer gates the editor; the server checks again). */
export const fetchEventDetails = (eventId: string, signal?: AbortSignal) =>
  api('eventDetails', { query: { id: eventId }, signal });

export const fetchBadges = (eventId: string, signal?: AbortSignal) =>
  api('badgeList', { query: { eventId }, signal });

export const fetchBadge = (eventId: string, id: string, signal?: AbortSignal) =>
  api('badgeGet', { query: { eventId, id }, signal });

/** Creates (no id) or updates a template; the answer carries the new version. */
export const saveBadge = (body: RouteBody<'badgeSave'>) => api('badgeSave', { body });

export const deleteBadge = (eventId: string, id: string) => api('badgeDelete', { query: { eventId, id } });

/**
 * A ticket's placeholder values and ticket URL, for previewing a template with a real person: by
 * the ticket's number, as organizers read it (the server answers check-in staff only).
 */
export const fetchDigest = (eventId: string, ticketNumber: string) =>
  api('digestTemplate', { body: { eventId, ticketNumber } });
