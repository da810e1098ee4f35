import type { SessionType } from '../schemas/sessions';
import type { UpcomingState } from './sessionState';

/**
 * The session button (spec core §4 "Session button state"), as a pure function of what the session
 * is and what I am to it. docs/sessions.md "Rules in shared/" has the table this implements.
 *
 * The clock enters only through `state`: the upcomingState of the occurrence the view is about,
 * computed with SESSION_STARTING_MS (the session start and rehearsal window, DECISIONS 10), e.g.
 * occurrencesTiming(session.occurrences, now, SESSION_STARTING_MS).state.
 */

export type EventType = 'normal' | 'online' | 'hybrid';
/** Same values as shared/schemas/sessions.ts SessionRole. */
export type SessionRole = 'attendee' | 'speaker' | 'translator' | 'moderator' | 'organizer';
/** A blocking session's request (shared/schemas/sessions.ts RequestState). */
type RequestState = 'none' | 'pending' | 'declined';

export interface SessionFacts {
  type: SessionType;
  /** upcomingState of the current occurrence with SESSION_STARTING_MS. */
  state: UpcomingState;
  /** Every occurrence has ended. */
  allExpired: boolean;
  eventType: EventType;
  /** Available on-site only (no conference). */
  onSite: boolean;
  /** Occurrences I can pick from; more than one opens the picker. */
  occurrences: number;
  /** No free seat in any occurrence that has not ended. */
  full: boolean;
  /** The free occurrences all overlap my blocking commitments. */
  collision: boolean;
  /** Taking part needs an organizer's approval. */
  blocking: boolean;
  externalLink: string | null;
  /** The recording. */
  offlineLink: string | null;
  /** 'auto' opens the conference window; anything else opens nothing of ours. */
  confType: string;
  rehearsalStarted: boolean;
}

export interface MyFacts {
  inAgenda: boolean;
  request: RequestState;
  role: SessionRole;
}

/** What a button opens: our conference window (DECISIONS 6), the session's own link, or nothing. */
export type ButtonTarget =
  | { kind: 'conference'; rehearsal: boolean; moderator: boolean }
  | { kind: 'externalLink'; url: string }
  | { kind: 'none' };

/** The i18n key of the on-site tooltip (renderer catalogues, namespace sessions). */
export const ON_SITE_TOOLTIP_KEY = 'sessions.button.onSiteTooltip';
/** Its English text, word for word from the spec. */
export const ON_SITE_TOOLTIP_EN =
  'This session is available only on-site. To take part in it, please proceed to the session location.';

/**
 * Whether a session of this type is joined through the program (join, addToSession). The 1:1
 * meeting slots (moostoo, moostoo_meeting; DECISIONS 11) are booked through meeting invitations and
 * off-time (_participant_off_) is someone's own: the server refuses to join either, so no session
 * button may offer it.
 */
export function isJoinedFromProgram(type: SessionType): boolean {
  return type === 'normal';
}

export type SessionButton =
  /** "Join" (joins, adds to my agenda, opens the target) or, already in my agenda, "Join now". */
  | { kind: 'join'; disabled: false; addsToAgenda: boolean; target: ButtonTarget }
  /** Adds to my agenda; several occurrences open the picker; blocking sessions send a request. */
  | { kind: 'addToAgenda'; disabled: false; picker: boolean; needsApproval: boolean }
  /** Leave session / remove from agenda. */
  | { kind: 'leave'; disabled: false }
  /** Withdraws a pending request (beside waitingConfirmation). */
  | { kind: 'remove'; disabled: false }
  | { kind: 'waitingConfirmation'; disabled: true }
  | { kind: 'requestDeclined'; disabled: true }
  | { kind: 'fullyBooked'; disabled: true }
  | { kind: 'busy'; disabled: true }
  | { kind: 'viewRecording'; disabled: false; url: string }
  | { kind: 'finished'; disabled: true }
  /** Speakers and translators; disabled before the start window. */
  | { kind: 'startStreaming'; disabled: boolean; target: ButtonTarget }
  | { kind: 'rehearse'; disabled: boolean; target: ButtonTarget }
  | { kind: 'joinRehearsal'; disabled: boolean; target: ButtonTarget }
  | { kind: 'joinAsModerator'; disabled: false; target: ButtonTarget }
  | { kind: 'joinAsAttendee'; disabled: false; target: ButtonTarget }
  /** "On-site session"; the tooltip only in hybrid events, where online was an option. */
  | { kind: 'onSiteOnly'; disabled: true; tooltipKey: typeof ON_SITE_TOOLTIP_KEY | null }
  /** Not a button: what a session not joined from the program is (1:1 meeting slots, off-time). */
  | { kind: 'notJoined'; disabled: true; what: 'meetingSlots' | 'offTime' };

/** The main button and, for some states, a second one beside it. */
export interface SessionButtons {
  primary: SessionButton;
  secondary: SessionButton | null;
}

/**
 * Precedence, first match wins:
 * - a session not joined from the program: what it is (1:1 meeting slots, off-time), for every role;
 * - ended (attendees, speakers, translators: this occurrence; moderators, organizers: all of them):
 *   view recording when there is an offlineLink, else finished;
 * - speakers, translators, moderators and organizers of an on-site session or in a normal
 *   (in-person) event: on-site session, disabled (tooltip in hybrid events);
 * - speakers and translators: start streaming from SESSION_STARTING_MS before the start, with
 *   rehearse (or join rehearsal once someone started it) beside it until the start; earlier both
 *   show disabled;
 * - moderators and organizers: join as moderator with join as attendee beside it once started (and
 *   between occurrences), join rehearsal in the window before, disabled earlier;
 * - attendees: declined, then pending, then in agenda, then fully booked, then busy, then join
 *   (started) or add to agenda.
 */
export function sessionButtons(session: SessionFacts, me: MyFacts): SessionButtons {
  if (!isJoinedFromProgram(session.type))
    return only({
      kind: 'notJoined',
      disabled: true,
      what: session.type === '_participant_off_' ? 'offTime' : 'meetingSlots',
    });
  switch (me.role) {
    case 'speaker':
    case 'translator':
      return speakerButtons(session);
    case 'moderator':
    case 'organizer':
      return moderatorButtons(session);
    case 'attendee':
      return attendeeButtons(session, me);
  }
}

function attendeeButtons(s: SessionFacts, me: MyFacts): SessionButtons {
  if (s.state === 'expired') return ended(s);
  if (me.request === 'declined') return only({ kind: 'requestDeclined', disabled: true });
  if (me.request === 'pending')
    return {
      primary: { kind: 'waitingConfirmation', disabled: true },
      secondary: { kind: 'remove', disabled: false },
    };
  if (me.inAgenda) {
    const leave: SessionButton = { kind: 'leave', disabled: false };
    if (s.state !== 'started' || s.eventType === 'normal') return only(leave);
    if (s.onSite) return { primary: onSiteOnly(s), secondary: leave };
    return {
      primary: { kind: 'join', disabled: false, addsToAgenda: false, target: target(s) },
      secondary: leave,
    };
  }
  if (s.full) return only({ kind: 'fullyBooked', disabled: true });
  if (s.collision) return only({ kind: 'busy', disabled: true });
  // Spec: a started session is joined at once — unless it is in person (nothing to join online)
  // or blocking (an organizer approves first, so joining is a request like adding).
  if (s.state === 'started' && !isInPerson(s) && !s.blocking)
    return only({ kind: 'join', disabled: false, addsToAgenda: true, target: target(s) });
  return only({
    kind: 'addToAgenda',
    disabled: false,
    picker: s.occurrences > 1,
    needsApproval: s.blocking,
  });
}

function speakerButtons(s: SessionFacts): SessionButtons {
  if (s.state === 'expired') return ended(s);
  if (isInPerson(s)) return inPersonButtons(s);
  const stream = target(s);
  const rehearsal = target(s, { rehearsal: true });
  switch (s.state) {
    case 'started':
      return only({ kind: 'startStreaming', disabled: false, target: stream });
    case 'starting':
      return {
        primary: { kind: 'startStreaming', disabled: false, target: stream },
        secondary: s.rehearsalStarted
          ? { kind: 'joinRehearsal', disabled: false, target: rehearsal }
          : { kind: 'rehearse', disabled: false, target: rehearsal },
      };
    case 'notstarted':
      return {
        primary: { kind: 'startStreaming', disabled: true, target: stream },
        secondary: s.rehearsalStarted
          ? { kind: 'joinRehearsal', disabled: true, target: rehearsal }
          : { kind: 'rehearse', disabled: true, target: rehearsal },
      };
  }
}

function moderatorButtons(s: SessionFacts): SessionButtons {
  if (s.allExpired) return ended(s);
  if (isInPerson(s)) return inPersonButtons(s);
  if (s.state === 'started' || s.state === 'expired')
    return {
      primary: { kind: 'joinAsModerator', disabled: false, target: target(s, { moderator: true }) },
      secondary: { kind: 'joinAsAttendee', disabled: false, target: target(s) },
    };
  return only({
    kind: 'joinRehearsal',
    disabled: s.state === 'notstarted',
    target: target(s, { rehearsal: true, moderator: true }),
  });
}

/**
 * Speakers, translators, moderators and organizers of a session with no conference see "On-site
 * session"; hybrid events add the tooltip, where going online was the alternative. They never get
 * the attendee's leave or add: the session is theirs to run.
 */
function inPersonButtons(s: SessionFacts): SessionButtons {
  return only(onSiteOnly(s));
}

function ended(s: SessionFacts): SessionButtons {
  return only(
    s.offlineLink
      ? { kind: 'viewRecording', disabled: false, url: s.offlineLink }
      : { kind: 'finished', disabled: true },
  );
}

function onSiteOnly(s: SessionFacts): SessionButton {
  return {
    kind: 'onSiteOnly',
    disabled: true,
    tooltipKey: s.eventType === 'hybrid' ? ON_SITE_TOOLTIP_KEY : null,
  };
}

function isInPerson(s: SessionFacts): boolean {
  return s.onSite || s.eventType === 'normal';
}

/** externalLink wins over our conference; confType other than auto opens nothing. */
function target(s: SessionFacts, flags: { rehearsal?: boolean; moderator?: boolean } = {}): ButtonTarget {
  if (s.externalLink) return { kind: 'externalLink', url: s.externalLink };
  if (s.confType !== 'auto') return { kind: 'none' };
  return { kind: 'conference', rehearsal: flags.rehearsal ?? false, moderator: flags.moderator ?? false };
}

function only(primary: SessionButton): SessionButtons {
  return { primary, secondary: null };
}
