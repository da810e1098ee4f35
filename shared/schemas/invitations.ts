import { z } from 'zod';
import { MESSAGE_STEPS } from '../rules/invitationMessages';
import { hasTimePlaceholder } from '../rules/meetingTexts';
import { eventIdSchema, idSchema, requiredText, text } from './common';
import { MAX_LENGTH } from './limits';
import { sessionPerson } from './person';

/**
 * 1:1 meetings: invitations, meetings and the flow actions on them (spec core §3 Meeting and
 * Invitation, §4 "Invitation view status" and "Invitation flow actions", §7 `event/schedule/*`).
 * Instants are UTC milliseconds (DECISIONS 8): the spec's formatted fields (cdtStr, sdts, edts,
 * sdtsReal, edtsReal) are not sent, the client formats startsAt / endsAt / cdt in its zones.
 * Where the spec gives a field two names (id/invitationId, eid/eventId, sessionId/sesId) the
 * first spelled-out one is kept.
 */

/** join: a meeting request; reschedule: a request to move a meeting; company: a request to a booth. */
const invitationType = z.enum(['join', 'reschedule', 'company']);

/**
 * waiting (the default) until answered; accepted (a meeting exists or was moved); revoked by its
 * sender; rejected by its receiver; cancelled: the meeting it made was cancelled.
 */
const invitationState = z.enum(['waiting', 'accepted', 'revoked', 'rejected', 'cancelled']);
export type InvitationState = z.infer<typeof invitationState>;

/** Spec §4 segments: sent by me; received by me; company (a booth's invitation seen by its team). */
export const invitationSegment = z.enum(['sent', 'received', 'company']);
export type InvitationSegment = z.infer<typeof invitationSegment>;

/** The spec's Invitation.status: live (it can still be acted on, shared/rules/invitationLiveness.ts) or past. */
export const liveOrPast = z.enum(['live', 'past']);
export type LiveOrPast = z.infer<typeof liveOrPast>;

/** A message a person writes with a flow action: at most a short text, NUL-free; may be empty. */
const invitationMessage = text(MAX_LENGTH.shortText);

/** What changed a meeting last (spec meetingDetails). accepted: booked or moved; cancelled. */
const meetingStatus = z.enum(['accepted', 'cancelled']);

/** Spec meetingDetails: the meeting an invitation made, as its last change left it. */
const meetingDetails = z.object({
  status: meetingStatus,
  createdAt: z.number().int(),
  /** The participant who made the last change (accepted, confirmed a reschedule, cancelled). */
  executorId: z.string(),
  invitationId: z.string(),
  /** The moostoo session whose slot the meeting takes. */
  sessionId: z.string(),
  type: invitationType,
});

/** A message written with a flow action, with who wrote it and in which step (shared/rules/invitationMessages.ts). */
const stepMessage = z.object({
  step: z.enum(MESSAGE_STEPS),
  /** The participant who wrote it. */
  authorId: z.string(),
  text: z.string(),
});
export type StepMessageView = z.infer<typeof stepMessage>;

/**
 * Spec lastInvitationDetails: the latest reschedule request on the meeting, for the card's text —
 * `fpid` is who asked for it (either of the two), `messages` its thread (the reschedule's message
 * and any answer), each with its author.
 */
const lastInvitationDetails = z.object({
  id: z.string(),
  type: z.literal('reschedule'),
  message: z.string(),
  fpid: z.string(),
  messages: z.array(stepMessage),
});

/**
 * An invitation as its sender, its receiver or (company) the booth's team sees it
 * (GET /v1/event/invitations…). The person fields are null for a participant who no longer exists
 * (spec networking §3: shown as "Deleted"); such an invitation is past.
 */
export const invitation = z.object({
  id: z.string(),
  eventId: z.string(),
  type: invitationType,
  state: invitationState,
  /** From participant (the sender; for a reschedule, who asks to move the meeting). */
  fpid: z.string(),
  /** To participant (the receiver; for a company invitation, the booth's owner). */
  tpid: z.string(),
  /** The participant on the other side from the viewer (tpid when I sent it, else fpid). */
  oppId: z.string(),
  /** The moostoo session the meeting takes a slot of; null until accepted. */
  sessionId: z.string().nullable(),
  /** The meeting (csid): the one a join or company invitation made, the one a reschedule moves. */
  csid: z.string().nullable(),
  /**
   * Expiry (UTC ms): when the invitation stops being answerable — for a request, the end of the
   * last meeting slot of the event; once accepted, the meeting's end. Live until 24 h after it.
   */
  edt: z.number().int(),
  /** Created (UTC ms). */
  cdt: z.number().int(),
  /** I sent it. */
  sent: z.boolean(),
  /** Its own message, by its sender (fpid): the request's, or the reschedule's. */
  message: z.string(),
  /** Every message written on it, in order, each with its author and step (answer, cancel…). */
  messages: z.array(stepMessage),
  /** The booth a company invitation is addressed to. */
  toBoothId: z.string().nullable(),
  segment: invitationSegment,
  status: liveOrPast,
  /** I am its sender or receiver (false for a booth's invitation a team member sees). */
  myInvitation: z.boolean(),
  meetingDetails: meetingDetails.nullable(),
  /** The other side: the receiver when I sent it, else the sender. */
  opponentParticipant: sessionPerson.nullable(),
  /** A company invitation: the team member it reached (tpid), for the rest of the team. */
  opponentParticipantReceived: sessionPerson.nullable(),
  lastInvitationDetails: lastInvitationDetails.nullable(),
  myDetails: sessionPerson,
  /** My participant id in the event. */
  me: z.string(),
});
export type Invitation = z.infer<typeof invitation>;

/**
 * Spec §4 status filter: waiting/pending, accepted, processed/declined, revoked. declined covers the
 * requests the receiver rejected and the meetings cancelled afterwards (both ended unmet).
 */
export const invitationStatusFilter = z.enum(['waiting', 'accepted', 'declined', 'revoked']);
export type InvitationStatusFilter = z.infer<typeof invitationStatusFilter>;
export const STATES_OF_FILTER: Record<InvitationStatusFilter, readonly InvitationState[]> = {
  waiting: ['waiting'],
  accepted: ['accepted'],
  declined: ['rejected', 'cancelled'],
  revoked: ['revoked'],
};

/** /invitations: segment, status filter, live or past, and a search over attendeeFullName and eventName. */
export const invitationListQuery = z.object({
  /** Absent: my invitations in every event. */
  eventId: eventIdSchema.optional(),
  segment: invitationSegment.optional(),
  state: invitationStatusFilter.optional(),
  /** Absent: live and past. */
  status: liveOrPast.optional(),
  query: text(MAX_LENGTH.query).trim().optional(),
});

/** A meeting's time state (spec: expired, starting, started; notstarted before the starting window). */
const meetingUpcomingState = z.enum(['expired', 'started', 'starting', 'notstarted']);

/** One person in a meeting: the two who booked it and any guests. */
const meetingParticipant = sessionPerson.extend({
  /** Added as a guest (spec "add guest to meeting"), not one of the two who booked it. */
  guest: z.boolean(),
});

/**
 * A 1:1 meeting (spec §3 Meeting): a slot (an occurrence of a moostoo session, DECISIONS 11) that
 * two participants booked, with any guests. A cancelled meeting is not sent in agendas.
 */
export const meeting = z.object({
  id: z.string(),
  eventId: z.string(),
  /** The moostoo session and the occurrence (slot) the meeting takes. */
  sessionId: z.string(),
  slotId: z.string(),
  participants: z.array(meetingParticipant),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  /** upcomingState with AGENDA_STARTING_MS at the time of the answer; the client recomputes it. */
  expired: z.boolean(),
  started: z.boolean(),
  upcomingState: meetingUpcomingState,
  /** Booked for an attendee by someone with the right onbehalfmeeting. */
  preBooked: z.boolean(),
  /** I am a guest in it (my buttons are Start and Leave only). */
  guest: z.boolean(),
  /** On-site (hybrid events): at a meeting table, not in a video room. */
  onSite: z.boolean(),
  /** The table and its location of an accepted on-site meeting; null otherwise. */
  table: z.string().nullable(),
  location: z.string().nullable(),
  status: meetingStatus,
  /** The invitation that booked it; null for a pre-booked meeting. */
  invitationId: z.string().nullable(),
  /** When I checked in (POST schedule/checkIn with meetingId), null when not. */
  checkedInAt: z.number().int().nullable(),
  /** My participant id. */
  me: z.string(),
});
export type Meeting = z.infer<typeof meeting>;

/*
 * Flow action bodies, POST /v1/event/schedule/… (spec §4 flow actions, §7). An empty message is
 * replaced by the action's default text where the spec gives one (shared/rules/meetingTexts.ts).
 */

/** An answer to an invitation with an optional message. */
const answerBody = z.object({
  eventId: eventIdSchema,
  invitationId: idSchema,
  message: invitationMessage.optional(),
});
/** An answer that books a slot free for both (spec §7: invitationId, message and slotId). */
const slotAnswerBody = answerBody.extend({ slotId: idSchema });

/**
 * Send a meeting request (spec §7: "takes user, event, attendee and message"; path not shown —
 * ours: POST /v1/event/schedule/invite). The user is the caller. toBoothId makes it a company
 * invitation to that booth, addressed to participantId (its owner).
 */
export const sendInvitationBody = z.object({
  eventId: eventIdSchema,
  participantId: idSchema,
  message: invitationMessage.optional(),
  toBoothId: idSchema.optional(),
});
export type SendInvitationBody = z.input<typeof sendInvitationBody>;

/** revoke: the sender withdraws a waiting request. */
export const revokeInvitationBody = answerBody;
export type InvitationAnswerBody = z.input<typeof answerBody>;

/** reject: the receiver declines a request (spec §7: invitationId and message); the sender cannot send again. */
export const rejectInvitationBody = answerBody;

/** confirm: the receiver accepts into a slot free for both (spec §7: invitationId, message and slotId). */
export const confirmInvitationBody = slotAnswerBody;
export type SlotAnswerBody = z.input<typeof slotAnswerBody>;

/**
 * reschedule: either party asks to move a meeting. The message is required (spec §4: "Reschedule-sent
 * message is required"); the renderer offers the reschedule template as its starting text, its
 * HH:MM filled with the time the person picks. The meeting is named by id, as a pre-booked meeting
 * has no invitation.
 */
export const rescheduleBody = z.object({
  eventId: eventIdSchema,
  meetingId: idSchema,
  /** The template's HH:MM must be replaced by a time (shared/rules/meetingTexts.ts). */
  message: requiredText(MAX_LENGTH.shortText).refine((m) => !hasTimePlaceholder(m), {
    message: 'validation.error.rescheduleTime',
  }),
});
export type RescheduleBody = z.input<typeof rescheduleBody>;

/** revokeReschedule: the reschedule's sender withdraws it (invitationId: the reschedule invitation). */
export const revokeRescheduleBody = answerBody;

/** rejectReschedule: the other party keeps the meeting where it is. */
export const rejectRescheduleBody = answerBody;

/** confirmReschedule: the other party moves the meeting to a slot free for both. */
export const confirmRescheduleBody = slotAnswerBody;

/**
 * Cancel a meeting (path not shown in the spec — ours: POST /v1/event/schedule/cancelMeeting):
 * either party, or whoever pre-booked it. Its invitation becomes cancelled.
 */
export const cancelMeetingBody = z.object({
  eventId: eventIdSchema,
  meetingId: idSchema,
  message: invitationMessage.optional(),
});
export type CancelMeetingBody = z.input<typeof cancelMeetingBody>;

/** Meeting check-in (spec §7 schedule/checkIn): a meeting is named by its id, not by selectedSessionId. */
export const meetingCheckInBody = z.object({ eventId: eventIdSchema, meetingId: idSchema });

/**
 * What a flow action answers: the invitation acted on (null: a cancelled meeting that was
 * pre-booked, with no invitation) and, when there is one, its meeting.
 */
export const invitationActionResult = z.object({
  invitation: invitation.nullable(),
  meeting: meeting.nullable(),
});
export type InvitationActionResult = z.infer<typeof invitationActionResult>;

/**
 * newEvents/{eventId}/invitations/{poolId}: a participant's (or a booth's) invitations changed at
 * changedAt; the client reads them again (GET /v1/event/invitations). null: none yet.
 */
export const invitationPool = z.object({ changedAt: z.number().int().nullable() });

/** The invitation screen /event/{eventId}/invitation/{participantId}: me and one other participant. */
export const invitationViewQuery = z.object({ eventId: eventIdSchema, participantId: idSchema });

/** Spec core §4's view statuses, in the table's order (shared/rules/invitationStatus.ts decides them). */
export const INVITATION_VIEW_STATUSES = [
  'INVITE_DETAILS_LOADING',
  'INVITE_PENDING',
  'MEETING_DETAILS',
  'INVITE_LIMIT',
  'INVITE_RECEIVED',
  'INVITE_NEW',
  'MEETING_RESCHEDULE_PENDING',
  'MEETING_RESCHEDULE',
  'INVITE_REJECTED',
  'INVITE_NOT_FOUND',
] as const;
export type InvitationViewStatus = (typeof INVITATION_VIEW_STATUSES)[number];
const invitationViewStatus = z.enum(INVITATION_VIEW_STATUSES);
const relationState = z.enum(['none', 'request_meeting', 'meeting', 'reschedule', 'rejected']);
export const inviteRefusal = z.enum([
  'self',
  'notJoined',
  'eventFinished',
  'noMeetingSlots',
  'ownBooth',
  'typeNotAllowed',
]);

export const invitationView = z.object({
  /** Spec §4's table (never INVITE_DETAILS_LOADING: that one is the client's while it waits). */
  status: invitationViewStatus,
  relation: relationState,
  /** Why I may not send them a request (null: I may), so the Meet button can say it. */
  refusal: inviteRefusal.nullable(),
  /** Every invitation between us, newest first. */
  invitations: z.array(invitation),
  /** Our meeting that has not ended, null when none. */
  meeting: meeting.nullable(),
  other: sessionPerson,
});
export type InvitationView = z.infer<typeof invitationView>;
