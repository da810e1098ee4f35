import type { Db } from '../../db/client';
import {
  createMeetingsRepository,
  type MeetingParticipantRow,
  type MeetingRow,
} from '../../db/repositories/meetings';
import { createParticipantsRepository } from '../../db/repositories/participants';
import { conflict, notFound } from '../../http/errors';

/*
 * Putting two people into a meeting slot, atomically (DECISIONS 11; docs/meetings.md "Booking"):
 * both people's rows are locked, in id order, before anything is checked, so every other plan of
 * theirs — another booking, a session join (server/services/sessions), a reschedule — waits
 * for this one and then sees its meeting. Two accepts into one person's slot, or one person
 * accepting two overlapping requests at once, end with one meeting and one 409. Whether the slot is
 * free for both is ../meetingSlots.ts requireFreeForBoth, the picker's own rule.
 */

/** The slot asked for, checked: a moostoo occurrence of the event that has not ended. */
export async function meetingSlot(db: Db, eventId: string, slotId: string, now: number) {
  return requireSlot(await createMeetingsRepository(db).slot(eventId, slotId), now);
}

/** meetingSlot's rule on the slot as read: there is one, and it has not ended. */
export function requireSlot<S extends { endsAt: number }>(slot: S | null, now: number): S {
  if (!slot) throw notFound('Meeting slot', 'slotId');
  // A running slot is still offered by the picker (server/services/meetingSlots.ts), so it may be booked.
  if (slot.endsAt <= now) {
    throw conflict('SessionEnded', 'This meeting slot has ended', { field: 'slotId' });
  }
  return slot;
}

/** The refusal of an accept while the two already have a meeting that has not finished (spec §4). */
export const meetingUnderWay = () =>
  conflict('MeetingUnderWay', 'You already have a meeting with this person', { field: 'invitationId' });

/**
 * Locks both participants' rows in one statement, lower id first so two bookings of the same pair
 * cannot deadlock; answers them as cards with their accounts, e-mail addresses and settings.
 */
export async function lockPair(db: Db, eventId: string, a: string, b: string): Promise<LockedPerson[]> {
  return createParticipantsRepository(db).lockPeople(eventId, [a, b]);
}

export type LockedPerson = Awaited<
  ReturnType<ReturnType<typeof createParticipantsRepository>['lockPeople']>
>[number];

/**
 * What a booking holds when it commits: the meeting and who is in it as written, both people
 * (cards, accounts, e-mail, settings) and the event's name, zone and language. The accept answers
 * from it without reading any of it again (./accept.ts).
 */
export interface Booked {
  meeting: MeetingRow;
  inMeeting: MeetingParticipantRow[];
  people: LockedPerson[];
  event: { name: string; timezone: string; defaultLanguage: string };
}

/** A table for an on-site meeting in the slot (numbered per slot), holding the slot's lock. */
export async function tableFor(
  db: Db,
  slot: { id: string; onSite: boolean; location: string | null },
): Promise<{ tableNumber: number | null; location: string | null }> {
  if (!slot.onSite) return { tableNumber: null, location: null };
  const meetings = createMeetingsRepository(db);
  await meetings.lockSlot(slot.id);
  return { tableNumber: await meetings.freeTable(slot.id), location: slot.location };
}
