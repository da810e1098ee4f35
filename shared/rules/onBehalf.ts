import { PARTICIPANT_RIGHTS } from '../constants';
import { mayChangeMeeting, type MeetingFacts } from './meetingButtons';

/*
 * Who may book or look on another's behalf, and add guests (spec core §2 modals "pre-booked
 * meeting", "reserve a table", "add guest to meeting", "show agenda of an attendee"; §5 "disableGuest
 * on the type hides add guest"; §6 rights). The server refuses the same (docs/meetings.md
 * "Pre-booked meetings and guests"); the renderer uses these to show only what will be accepted.
 */

/** The viewer's participant record as the rules need it (EventMe carries it). */
export interface OnBehalfViewer {
  participantId: string;
  organizer: boolean;
  rights: readonly string[];
}

/** Organizers and holders of onbehalfmeeting act for any participant: pre-book, see their agenda. */
export function mayActFor(viewer: Pick<OnBehalfViewer, 'organizer' | 'rights'>): boolean {
  return viewer.organizer || viewer.rights.includes(PARTICIPANT_RIGHTS.onBehalfMeeting);
}

/** What the viewer is offered toward one person, in display order. */
export type PersonBookingAction = 'prebook' | 'showAgenda' | 'reserveTable';

/**
 * Toward another person: pre-book them a meeting and see their agenda, for those who act for
 * others. On one's own profile: reserve a table (reserveatable, "own profile only" — a meeting of
 * one's own with someone chosen there, without an invitation).
 */
export function personBookingActions(viewer: OnBehalfViewer, personId: string): PersonBookingAction[] {
  if (personId === viewer.participantId) {
    return viewer.rights.includes(PARTICIPANT_RIGHTS.reserveTable) ? ['reserveTable'] : [];
  }
  return mayActFor(viewer) ? ['prebook', 'showAgenda'] : [];
}

/**
 * Add guest on a meeting: one of its two (not a guest), while the meeting may still change, and
 * not when the viewer's type has disableGuest (spec core §5).
 */
export function mayAddGuest(
  meeting: MeetingFacts & { status: string },
  me: { guest: boolean; disableGuest: boolean },
  now: number,
): boolean {
  if (me.guest || me.disableGuest || meeting.status !== 'accepted') return false;
  return mayChangeMeeting(meeting, now);
}
