import type { Meeting } from '../schemas/invitations';
import { buildCalendar, type CalendarEvent, type CalendarMethod, type CalendarPerson } from './ics';
import { fullName } from './personName';

/**
 * A 1:1 meeting as a calendar entry (spec core §3 Meeting; RFC 5545 / 5546; docs/meetings.md
 * "Calendar and e-mail"): one rule for the agenda feed, the download and the meeting e-mails, so
 * they all describe the same entry. The UID is per meeting and never changes, so a moved meeting
 * replaces the entry a calendar holds (with a higher SEQUENCE, meetings.sequence) and a cancelled
 * one removes it.
 */

/** The meeting's calendar UID: stable across moves, different from every session occurrence's. */
export const meetingUid = (meetingId: string) => `meeting-${meetingId}@lanyard`;

/**
 * The full names of the others in the meeting (guests included), as the viewer `meeting.me` sees it:
 * whom the summary names, in any language.
 */
export function othersIn(meeting: Pick<Meeting, 'participants' | 'me'>): string[] {
  return meeting.participants.filter((p) => p.participantId !== meeting.me).map(fullName);
}

/** "Meeting with Ada Lovelace" (and the others), as the viewer `meeting.me` sees it, in English. */
export function meetingSummary(meeting: Pick<Meeting, 'participants' | 'me'>): string {
  const others = othersIn(meeting);
  if (others.length === 0) return '1:1 meeting';
  const last = others.pop()!;
  return `Meeting with ${others.length > 0 ? `${others.join(', ')} and ${last}` : last}`;
}

/**
 * The reader's words for a meeting's calendar entry (DECISIONS 7): its SUMMARY, and an on-site
 * meeting's table in its LOCATION. ENGLISH_MEETING_WORDS where the reader's language is not known.
 */
export interface MeetingWords {
  summary(meeting: Pick<Meeting, 'participants' | 'me'>): string;
  table(table: string): string;
}

export const ENGLISH_MEETING_WORDS: MeetingWords = {
  summary: meetingSummary,
  table: (n) => `Table ${n}`,
};

/** Where an on-site meeting is: its table and the tables' location; undefined online. */
function meetingPlace(meeting: Pick<Meeting, 'table' | 'location'>, words: MeetingWords): string | undefined {
  const place = [meeting.table === null ? null : words.table(meeting.table), meeting.location]
    .filter(Boolean)
    .join(', ');
  return place || undefined;
}

/** The entry of a meeting at its current slot; `sequence` is how often it changed (meetings.sequence). */
export function meetingCalendarEvent(
  meeting: Meeting,
  sequence: number,
  eventName: string,
  words: MeetingWords = ENGLISH_MEETING_WORDS,
): CalendarEvent {
  const location = meetingPlace(meeting, words);
  return {
    uid: meetingUid(meeting.id),
    start: meeting.startsAt,
    end: meeting.endsAt,
    summary: words.summary(meeting),
    description: eventName,
    ...(location ? { location } : {}),
    sequence,
    status: meeting.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
  };
}

/** REQUEST while the meeting stands (booked or moved), CANCEL once it is cancelled (RFC 5546 §3.2). */
export function meetingIcsMethod(meeting: Pick<Meeting, 'status'>): CalendarMethod {
  return meeting.status === 'cancelled' ? 'CANCEL' : 'REQUEST';
}

export interface MeetingIcsInput {
  meeting: Meeting;
  sequence: number;
  eventName: string;
  /** Who sends it (the server's mail address): iTIP requires an ORGANIZER. */
  organizer: CalendarPerson;
  /** The meeting's people with an e-mail address. */
  attendees: readonly CalendarPerson[];
  /** DTSTAMP. */
  now: number;
  /** The reader's words (their language); English without them. */
  words?: MeetingWords;
}

/** The .ics of one meeting's e-mail: METHOD REQUEST or CANCEL (STATUS:CANCELLED), one VEVENT. */
export function meetingIcs(input: MeetingIcsInput): string {
  return buildCalendar({
    name: input.eventName,
    method: meetingIcsMethod(input.meeting),
    now: input.now,
    events: [
      {
        ...meetingCalendarEvent(input.meeting, input.sequence, input.eventName, input.words),
        organizer: input.organizer,
        attendees: input.attendees,
      },
    ],
  });
}
