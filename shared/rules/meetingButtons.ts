import { AGENDA_STARTING_MS } from '../constants';
import { isMeetingLive } from './agenda';
import { ON_SITE_TOOLTIP_KEY, type EventType } from './sessionButton';
import { upcomingState, type TimeSpan } from './sessionState';

/**
 * The buttons of a meeting in My Agenda and on the invitation screen (spec core §4 "Meeting
 * buttons", DECISIONS 10), as a pure function of the meeting, me and the clock. Thresholds are the
 * named constants: Start from MEETING_LIVE_MS (7 min, agenda.isMeetingLive), check-in and the
 * cancel / reschedule cut-off at AGENDA_STARTING_MS (5 min).
 */

export interface MeetingFacts extends TimeSpan {
  eventType: EventType;
  /** An on-site meeting (at a table) of a hybrid event. */
  onSite: boolean;
}

export interface MeetingMe {
  /** I was added as a guest, not one of the two who booked it. */
  guest: boolean;
  /** I checked in already. */
  checkedIn: boolean;
}

export type MeetingButton =
  /** Opens the meeting's video room. */
  | { kind: 'start'; disabled: false }
  /** In place of Start for an on-site meeting of a hybrid event, with the sessions' on-site tooltip. */
  | { kind: 'onSiteOnly'; disabled: true; tooltipKey: typeof ON_SITE_TOOLTIP_KEY }
  | { kind: 'checkIn'; disabled: false }
  | { kind: 'checkedIn'; disabled: true }
  | { kind: 'cancel'; disabled: false }
  | { kind: 'reschedule'; disabled: false }
  /** A guest leaves the meeting. */
  | { kind: 'leave'; disabled: false };

/**
 * Check-in is open from AGENDA_STARTING_MS before the start (inclusive) until the end — the window
 * of session check-in (POST schedule/checkIn), so the server refuses outside exactly this.
 */
export function isMeetingCheckInOpen(meeting: TimeSpan, now: number): boolean {
  return now >= meeting.startsAt - AGENDA_STARTING_MS && now < meeting.endsAt;
}

/**
 * Whether the meeting may still be cancelled or moved: at least AGENDA_STARTING_MS ahead (exactly 5
 * minutes is still ahead), or — in person, where no Start takes over — until it ends. "In person" is
 * the spec's "or the event is normal", and ours also an on-site meeting of a hybrid event: both are
 * met at a table, not in a video room.
 */
export function mayChangeMeeting(meeting: MeetingFacts, now: number): boolean {
  if (now >= meeting.endsAt) return false;
  return isInPerson(meeting) || upcomingState(meeting, now, AGENDA_STARTING_MS) === 'notstarted';
}

/**
 * In display order. An ended meeting has none. From MEETING_LIVE_MS before the start: Start online,
 * on-site only in person (with the tooltip in a hybrid event, none in a normal one, where nothing is
 * online). A guest has only Start and Leave (spec: "a guest can only Leave or Start"). The two who
 * booked it: Check in (or Checked in) while check-in is open, Cancel and Reschedule while
 * mayChangeMeeting.
 */
export function meetingButtons(meeting: MeetingFacts, me: MeetingMe, now: number): MeetingButton[] {
  if (now >= meeting.endsAt) return [];
  const buttons: MeetingButton[] = [];
  if (isMeetingLive(meeting, now)) {
    if (hasMeetingRoom(meeting)) buttons.push({ kind: 'start', disabled: false });
    else if (meeting.eventType === 'hybrid')
      buttons.push({ kind: 'onSiteOnly', disabled: true, tooltipKey: ON_SITE_TOOLTIP_KEY });
  }
  if (me.guest) return [...buttons.filter((b) => b.kind === 'start'), { kind: 'leave', disabled: false }];
  if (isMeetingCheckInOpen(meeting, now))
    buttons.push(me.checkedIn ? { kind: 'checkedIn', disabled: true } : { kind: 'checkIn', disabled: false });
  if (mayChangeMeeting(meeting, now))
    buttons.push({ kind: 'cancel', disabled: false }, { kind: 'reschedule', disabled: false });
  return buttons;
}

function isInPerson(m: MeetingFacts): boolean {
  return m.onSite || m.eventType === 'normal';
}

/**
 * Whether the meeting has a video room (spec core §3: a meeting is also a video meeting): not when
 * it is met in person. The room opens when Start shows (isMeetingLive), so the server's
 * schedule/meetingRoom and the button agree.
 */
export function hasMeetingRoom(meeting: MeetingFacts): boolean {
  return !isInPerson(meeting);
}
