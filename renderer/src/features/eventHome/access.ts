import type { EventDetails } from '@shared/schemas/event';

/**
 * Who may open the check-in console (spec §5, §6): check-in admins while the event is unfinished,
 * and organizers at any time — the server's requireCheckInStaff rule, seen from the client.
 */
export function canCheckIn(event: Pick<EventDetails, 'me' | 'isFinished'>): boolean {
  return event.me.organizer || (event.me.checkInAdmin && !event.isFinished);
}
