import { z } from 'zod';
import { TIME_PICKER_STEP_MINUTES } from '../constants';
import { eventIdSchema, idSchema, timezoneSchema } from './common';
import { meeting } from './invitations';
import { sessionPerson } from './person';

/**
 * Sessions, My Agenda and off-time (spec core §3 Session and Off-time, §4, §5, §7; docs/sessions.md).
 * Instants are UTC milliseconds (DECISIONS 8); the client formats them in the event's or the user's zone.
 */

/** normal; moostoo = a 1:1 meeting slot; moostoo_meeting = also a video meeting; _participant_off_ = off time. */
const sessionType = z.enum(['normal', 'moostoo', 'moostoo_meeting', '_participant_off_']);
export type SessionType = z.infer<typeof sessionType>;

/** One occurrence of a session (spec sesArray entry): its own time and seats (locs). */
const sessionOccurrence = z.object({
  id: z.string(),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  /** Seats; null = no limit. */
  capacity: z.number().int().nullable(),
  usedCapacity: z.number().int(),
});
export type SessionOccurrence = z.infer<typeof sessionOccurrence>;

/** What the caller is to the session: organizers of the event, then speaker, moderator, translator. */
const sessionRole = z.enum(['attendee', 'speaker', 'moderator', 'translator', 'organizer']);
export type SessionRole = z.infer<typeof sessionRole>;

/** A blocking session's request: none, waiting for an organizer, or declined by one. */
const requestState = z.enum(['none', 'pending', 'declined']);

/** The caller's own state for one session; everything the session button needs besides the clock. */
const sessionMe = z.object({
  /** The occurrence id in my agenda (joined), null when none. */
  inAgenda: z.string().nullable(),
  /** The blocking-session request and the occurrence it asks for. */
  request: requestState,
  requestOccurrenceId: z.string().nullable(),
  role: sessionRole,
  /**
   * Occurrences that overlap my blocking sessions or my off-time (half-open intervals) and so are
   * unavailable to me: the button shows busy when no other occurrence is free.
   */
  collidingOccurrenceIds: z.array(z.string()),
  /** Last join time (ping), UTC ms; null when never joined. */
  ljt: z.number().int().nullable(),
  /** When I checked in to this session (POST schedule/checkIn), null when not. */
  checkedInAt: z.number().int().nullable(),
});
export type SessionMe = z.infer<typeof sessionMe>;

/** A session as the signed-in user sees it (GET /v1/event/sessions, /v1/event/session). */
export const session = z.object({
  id: z.string(),
  eventId: z.string(),
  name: z.string(),
  type: sessionType,
  /** Markdown; render without raw HTML (DECISIONS 21). */
  description: z.string(),
  /** mlocname. */
  location: z.string().nullable(),
  tracks: z.array(z.string()),
  speakers: z.array(sessionPerson),
  moderators: z.array(sessionPerson),
  translators: z.array(sessionPerson),
  visibleToParticipant: z.boolean(),
  hidden: z.boolean(),
  restricted: z.boolean(),
  /** Participant type ids that see a restricted session. */
  allowedParticipants: z.array(z.string()),
  /** Joining creates a request an organizer approves or declines. */
  blocking: z.boolean(),
  /** Opens instead of the conference window when set. */
  externalLink: z.string().nullable(),
  /** The recording, offered after the session ended. */
  offlineLink: z.string().nullable(),
  /** Hybrid events: available on-site only. */
  onSite: z.boolean(),
  confType: z.string(),
  /** sesArray, by start time. availableSesArray = those not ended, not full and not colliding for me. */
  occurrences: z.array(sessionOccurrence),
  /**
   * A speaker, translator, moderator or organizer started the rehearsal of the occurrence about to
   * start (in its 15-minute pre-start window): others are offered "Join rehearsal", not "Rehearse".
   */
  rehearsalStarted: z.boolean(),
  me: sessionMe,
});
export type Session = z.infer<typeof session>;

export const sessionListQuery = z.object({ eventId: eventIdSchema });
export const sessionQuery = z.object({ eventId: eventIdSchema, id: idSchema });

/** A session's public, per-occurrence state: the payload of newEvents/{eventId}/public_sessions/{sessionId}. */
export const publicSessionState = z.object({
  id: z.string(),
  eventId: z.string(),
  occurrences: z.array(sessionOccurrence),
  /** As Session.rehearsalStarted, when the value was published. */
  rehearsalStarted: z.boolean(),
});
export type PublicSessionState = z.infer<typeof publicSessionState>;

/** State of an agenda entry: in my agenda, waiting for an organizer, or declined. */
const agendaState = z.enum(['joined', 'pending', 'declined']);

/**
 * My entry for one session: the payload of newEvents/{eventId}/participants/{participantId}/sessions/{sessionId}.
 * null when I have no entry for the session (left, removed, never joined).
 */
const mySessionEntry = z.object({
  sessionId: z.string(),
  occurrenceId: z.string(),
  state: agendaState,
  /** When the entry was created or last changed state, UTC ms. */
  updatedAt: z.number().int(),
});
export type MySessionEntry = z.infer<typeof mySessionEntry>;
export const mySessionTopicValue = mySessionEntry.nullable();

/** One My Agenda row of a session occurrence: joined, waiting confirmation, declined, or mine as speaker etc. */
const agendaSessionRow = z.object({
  kind: z.literal('session'),
  /** Stable row key: `${sessionId}:${occurrenceId}`. */
  key: z.string(),
  sessionId: z.string(),
  occurrenceId: z.string(),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  /** joined also for the occurrences of sessions I speak at, moderate or translate (role says which). */
  state: agendaState,
  role: sessionRole,
  session: session,
});
export type AgendaSessionRow = z.infer<typeof agendaSessionRow>;

/** One My Agenda row of my off-time (a break). */
const agendaOffTimeRow = z.object({
  kind: z.literal('offTime'),
  key: z.string(),
  id: z.string(),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  /** The zone the user entered it in. */
  timezone: z.string(),
});

/**
 * One My Agenda row of a 1:1 meeting I am in (one of the two or a guest), at its current slot.
 * Cancelled meetings are not sent (spec core §3 Meeting; docs/meetings.md "In My Agenda").
 */
const agendaMeetingRow = z.object({
  kind: z.literal('meeting'),
  /** Stable row key: `meeting:${meetingId}`. */
  key: z.string(),
  meetingId: z.string(),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  /** How many times it was moved or changed: the calendar entry's SEQUENCE (RFC 5545). */
  sequence: z.number().int(),
  meeting: meeting,
});
export type AgendaMeetingRow = z.infer<typeof agendaMeetingRow>;

const agendaRow = z.discriminatedUnion('kind', [agendaSessionRow, agendaOffTimeRow, agendaMeetingRow]);
export type AgendaRow = z.infer<typeof agendaRow>;

/** GET /v1/event/agenda?eventId: my agenda, rows by start time (then end, then key). */
export const agenda = z.object({
  eventId: z.string(),
  timezone: z.string(),
  participantId: z.string(),
  rows: z.array(agendaRow),
});
export type Agenda = z.infer<typeof agenda>;
export const agendaQuery = z.object({
  eventId: eventIdSchema,
  /** Another participant's agenda: organizers and holders of onbehalfmeeting only (spec core §6). */
  asParticipantId: idSchema.optional(),
});

/** HH:mm on the 15-minute grid of the time picker. */
const quarterHourTime = z
  .string()
  .max(5, { message: 'validation.error.time' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'validation.error.time' })
  .refine((v) => Number(v.slice(3)) % TIME_PICKER_STEP_MINUTES === 0, {
    message: 'validation.error.timeStep',
  });
/** yyyy-LL-dd. */
const calendarDate = z
  .string()
  .max(10, { message: 'validation.error.date' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { message: 'validation.error.date' });

/**
 * POST /v1/event/schedule/participantOff: the spec's off-time payload. Times are wall-clock times
 * of `date` in `timezone`; start before end (same day). The date range (today through the event end
 * plus one day) is checked by the server, which knows the clock and the event.
 */
export const offTimeBody = z
  .object({
    eventId: eventIdSchema,
    startTime: quarterHourTime,
    endTime: quarterHourTime,
    date: calendarDate,
    timezone: timezoneSchema,
    /** Organizers (or rights onbehalfmeeting) add off-time for another participant. */
    asParticipantId: idSchema.optional(),
  })
  .refine((b) => b.startTime < b.endTime, {
    message: 'validation.error.startBeforeEnd',
    path: ['endTime'],
  });
export type OffTimeBody = z.input<typeof offTimeBody>;

/** DELETE /v1/event/schedule/participantOff?eventId&id. */
export const offTimeRef = z.object({
  eventId: eventIdSchema,
  id: idSchema,
  asParticipantId: idSchema.optional(),
});

/** A stored off-time, as the add call returns it. */
export const offTime = z.object({
  id: z.string(),
  eventId: z.string(),
  participantId: z.string(),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  timezone: z.string(),
});
export type OffTime = z.infer<typeof offTime>;

/**
 * POST /v1/event/schedule/join: selectedSessionId is the session id; occurrenceId picks one of
 * several occurrences (default: the first that has not ended). Blocking sessions answer pending.
 */
export const joinBody = z.object({
  eventId: eventIdSchema,
  selectedSessionId: idSchema,
  occurrenceId: idSchema.optional(),
});

/** POST /v1/event/schedule/leave: removes my entry (joined, pending or declined) and frees its seat. */
export const leaveBody = z.object({
  eventId: eventIdSchema,
  selectedSessionId: idSchema,
});

/**
 * POST /v1/event/schedule/addToSession: an organizer (or a participant with right onbehalfmeeting)
 * puts a participant into an occurrence; same rules as join except blocking approval (organizers
 * approve by adding).
 */
export const addToSessionBody = z.object({
  eventId: eventIdSchema,
  selectedSessionId: idSchema,
  occurrenceId: idSchema.optional(),
  participantId: idSchema,
});

/** The answer of join, leave and addToSession: the session as the caller now sees it. */
export const scheduleResult = z.object({ session, entry: mySessionEntry.nullable() });
export type ScheduleResult = z.infer<typeof scheduleResult>;

/**
 * POST /v1/event/schedule/ping: I am in the session's conference now (records ljt) and where to
 * open it. `rehearsal` counts only for the session's speakers, translators, moderators and the
 * organizers; `asModerator` only for its moderators and the organizers (DECISIONS 6).
 */
export const pingBody = z.object({
  eventId: eventIdSchema,
  selectedSessionId: idSchema,
  rehearsal: z.boolean().optional(),
  asModerator: z.boolean().optional(),
});
export const pingResult = z.object({
  ljt: z.number().int(),
  /** The session's room on the conference host; null for an externalLink or no conference. */
  roomId: z.string().nullable(),
  /**
   * What the window opens: `{CONFERENCE_URL}/{roomId}?token&sessionId&rehearsal&moderator&popup`
   * (the token is a conference-only JWT, never the app token), the session's externalLink as it
   * is, or null when the session has no online conference (confType not auto, on-site, normal event).
   */
  conferenceUrl: z.string().nullable(),
});
export type PingResult = z.infer<typeof pingResult>;

/**
 * POST /v1/event/schedule/checkIn: check in to a session occurrence of my agenda, from
 * AGENDA_STARTING_MS before its start until its end.
 */
export const sessionCheckInBody = z.object({
  eventId: eventIdSchema,
  selectedSessionId: idSchema,
  occurrenceId: idSchema.optional(),
});
export const sessionCheckInResult = z.object({
  sessionId: z.string(),
  occurrenceId: z.string(),
  checkedInAt: z.number().int(),
});

/** A blocking session's request, as organizers review it (ours: GET /v1/event/schedule/requests). */
export const scheduleRequest = z.object({
  id: z.string(),
  sessionId: z.string(),
  sessionName: z.string(),
  occurrence: sessionOccurrence,
  participant: sessionPerson,
  state: agendaState,
  requestedAt: z.number().int(),
});
export type ScheduleRequest = z.infer<typeof scheduleRequest>;
export const scheduleRequestsQuery = z.object({
  eventId: eventIdSchema,
  /** pending by default. */
  state: z.enum(['pending', 'declined', 'joined']).default('pending'),
});

/** POST /v1/event/schedule/request (ours): an organizer approves (→ joined) or declines a request. */
export const scheduleDecisionBody = z.object({
  eventId: eventIdSchema,
  requestId: idSchema,
  decision: z.enum(['approve', 'decline']),
});

/**
 * POST /v1/event/participant/calendar: mode email sends my agenda as an .ics attachment to my
 * e-mail; mode link returns my calendar feed URL (https and webcal), creating the secret on first use.
 * rotate=true replaces the secret (the old URL stops working).
 */
export const calendarBody = z.object({
  eventId: eventIdSchema,
  mode: z.enum(['email', 'link']).default('link'),
  rotate: z.boolean().default(false),
});
export const calendarResult = z.object({
  mode: z.enum(['email', 'link']),
  /** https URL of the feed (GET /v1/calendar/{secret}.ics). */
  url: z.string(),
  /** The same feed as webcal://, which calendar apps subscribe to. */
  webcalUrl: z.string(),
  /** mode email: the address the agenda went to. */
  sentTo: z.string().nullable(),
});
export type CalendarResult = z.infer<typeof calendarResult>;

/** GET /v1/calendar/{secret}.ics: public, the secret in the path is the credential. */
export const calendarFeedParams = z.object({
  file: z
    .string()
    .max(104)
    .regex(/^[A-Za-z0-9_-]{20,100}\.ics$/),
});

export const okResult = z.object({ ok: z.literal(true) });
