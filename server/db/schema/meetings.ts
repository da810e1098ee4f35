import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, millis } from './columns';
import { booths, events, participants } from './events';
import { sessionOccurrences, sessions } from './sessions';

/*
 * 1:1 meetings (spec core §3 Meeting and Invitation, §4; DECISIONS 9–11; docs/meetings.md):
 * invitations between two participants, and the meetings they book into a slot (an occurrence of
 * a moostoo session) with their people.
 */

/**
 * A request to meet (join), to meet a booth's team (company) or to move a meeting (reschedule),
 * from fpid to tpid, and what became of it (shared/schemas/invitations.ts invitationState).
 */
export const invitations = pgTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['join', 'reschedule', 'company'] }).notNull(),
    state: text('state', { enum: ['waiting', 'accepted', 'revoked', 'rejected', 'cancelled'] })
      .notNull()
      .default('waiting'),
    fromParticipantId: text('from_participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    toParticipantId: text('to_participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    toBoothId: text('to_booth_id').references(() => booths.id, { onDelete: 'set null' }),
    /** The meeting it made (join, company) or moves (reschedule). */
    meetingId: text('meeting_id'),
    message: text('message').notNull().default(''),
    /** The answer's message (accept, decline, revoke), shown on the sender's card. */
    answerMessage: text('answer_message'),
    /**
     * Who answered (the participant who accepted, declined or revoked it): the author of
     * answer_message. A booth's invitation may be accepted by a teammate of its addressee.
     */
    answeredBy: text('answered_by'),
    /** edt: until when it can be answered (shared/rules/invitationLiveness.ts). */
    expiresAt: millis('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: millis('updated_at').notNull(),
  },
  (t) => [
    index('invitations_from_idx').on(t.fromParticipantId, t.createdAt),
    index('invitations_to_idx').on(t.toParticipantId, t.createdAt),
    index('invitations_booth_idx').on(t.toBoothId),
    index('invitations_meeting_idx').on(t.meetingId),
  ],
);

/**
 * A booked 1:1 meeting: a slot of a moostoo session (DECISIONS 11). Cancelled meetings are kept
 * (their invitation and the calendar's CANCEL need them); `sequence` counts the changes a
 * calendar has seen (RFC 5545 SEQUENCE).
 */
export const meetings = pgTable(
  'meetings',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    occurrenceId: text('occurrence_id')
      .notNull()
      .references(() => sessionOccurrences.id, { onDelete: 'cascade' }),
    startsAt: millis('starts_at').notNull(),
    endsAt: millis('ends_at').notNull(),
    status: text('status', { enum: ['accepted', 'cancelled'] })
      .notNull()
      .default('accepted'),
    /** The invitation that booked it; null when pre-booked. */
    invitationId: text('invitation_id'),
    /** Who booked it for the two (right onbehalfmeeting, or a table reservation); null when by invitation. */
    preBookedBy: text('pre_booked_by'),
    onSite: boolean('on_site').notNull().default(false),
    /** An on-site meeting's table number within its slot, and where the tables are. */
    tableNumber: integer('table_number'),
    location: text('location'),
    /** Who made the last change (booked, moved, cancelled): of a cancelled meeting, who cancelled it. */
    executorId: text('executor_id').notNull(),
    /** What the one who cancelled it wrote (the cancel step's message; null while it stands). */
    cancelMessage: text('cancel_message'),
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: millis('updated_at').notNull(),
  },
  (t) => [
    index('meetings_event_idx').on(t.eventId, t.startsAt),
    index('meetings_occurrence_idx').on(t.occurrenceId),
  ],
);

/** The two who booked a meeting, and its guests. */
export const meetingParticipants = pgTable(
  'meeting_participants',
  {
    meetingId: text('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    participantId: text('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    guest: boolean('guest').notNull().default(false),
    checkedInAt: millis('checked_in_at'),
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.participantId] }),
    index('meeting_participants_participant_idx').on(t.participantId),
  ],
);
