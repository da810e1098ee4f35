import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { MEETING_SLOT_SESSION_TYPES } from '@shared/rules/meetingSlots';
import type { Db } from '../client';
import { COMMITMENT_KINDS } from './commitments';
import { functionAnswer } from './functionAnswer';
import type { InvitationRow } from './invitations';
import type { MeetingRow } from './meetings';
import { personRow } from './participants';

/*
 * Accepting a meeting request in two statements (server/db/functions/lanyard_accept_facts.sql and
 * lanyard_book_accepted.sql; docs/meetings.md "Accepting"): lanyard_accept_facts reads what the
 * rules need, lanyard_book_accepted books it once it has checked under locks that none of it
 * changed. Their answers are parsed like any other input, so a function that answers something
 * else fails here, by name.
 */

/** An invitations row as to_jsonb writes it. */
const invitationJson = z
  .object({
    id: z.string(),
    event_id: z.string(),
    type: z.enum(['join', 'reschedule', 'company']),
    state: z.enum(['waiting', 'accepted', 'revoked', 'rejected', 'cancelled']),
    from_participant_id: z.string(),
    to_participant_id: z.string(),
    to_booth_id: z.string().nullable(),
    meeting_id: z.string().nullable(),
    message: z.string(),
    answer_message: z.string().nullable(),
    answered_by: z.string().nullable(),
    expires_at: z.number(),
    created_at: z.number(),
    updated_at: z.number(),
  })
  .transform((r): InvitationRow => ({
    id: r.id,
    eventId: r.event_id,
    type: r.type,
    state: r.state,
    fromParticipantId: r.from_participant_id,
    toParticipantId: r.to_participant_id,
    toBoothId: r.to_booth_id,
    meetingId: r.meeting_id,
    message: r.message,
    answerMessage: r.answer_message,
    answeredBy: r.answered_by,
    expiresAt: r.expires_at,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }));

/** A meetings row, in its columns' names: what lanyard_book_accepted is given and answers. */
const meetingJson = z.object({
  id: z.string(),
  event_id: z.string(),
  session_id: z.string(),
  occurrence_id: z.string(),
  starts_at: z.number(),
  ends_at: z.number(),
  status: z.enum(['accepted', 'cancelled']),
  invitation_id: z.string().nullable(),
  pre_booked_by: z.string().nullable(),
  on_site: z.boolean(),
  table_number: z.number().nullable(),
  location: z.string().nullable(),
  executor_id: z.string(),
  cancel_message: z.string().nullable(),
  sequence: z.number(),
  created_at: z.number(),
  updated_at: z.number(),
});
type MeetingJson = z.infer<typeof meetingJson>;

const meetingRow = meetingJson.transform((r): MeetingRow => ({
  id: r.id,
  eventId: r.event_id,
  sessionId: r.session_id,
  occurrenceId: r.occurrence_id,
  startsAt: r.starts_at,
  endsAt: r.ends_at,
  status: r.status,
  invitationId: r.invitation_id,
  preBookedBy: r.pre_booked_by,
  onSite: r.on_site,
  tableNumber: r.table_number,
  location: r.location,
  executorId: r.executor_id,
  cancelMessage: r.cancel_message,
  sequence: r.sequence,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
}));

/** A meeting to book, as the meetings row it becomes (the table is decided by the booking; a new one has no cancel message). */
export const meetingColumns = (m: Omit<MeetingRow, 'tableNumber' | 'cancelMessage'>): MeetingJson => ({
  id: m.id,
  event_id: m.eventId,
  session_id: m.sessionId,
  occurrence_id: m.occurrenceId,
  starts_at: m.startsAt,
  ends_at: m.endsAt,
  status: m.status,
  invitation_id: m.invitationId,
  pre_booked_by: m.preBookedBy,
  on_site: m.onSite,
  table_number: null,
  location: m.location,
  executor_id: m.executorId,
  cancel_message: null,
  sequence: m.sequence,
  created_at: m.createdAt,
  updated_at: m.updatedAt,
});

/** The caller's participant record in the event, with its booth and event. */
const actorFacts = z.object({
  participantId: z.string(),
  /** False for a deleted participant. */
  listed: z.boolean(),
  boothId: z.string().nullable(),
  eventName: z.string(),
  timeZone: z.string(),
  eventLanguage: z.string(),
});

const memberFacts = z.object({
  actor: actorFacts,
  invitation: invitationJson.nullable(),
  slot: z
    .object({
      id: z.string(),
      sessionId: z.string(),
      startsAt: z.number(),
      endsAt: z.number(),
      onSite: z.boolean(),
      location: z.string().nullable(),
    })
    .nullable(),
  /** The actor and the request's sender, lower id first, as lockPeople answers them. */
  people: z.array(
    z.object({
      participantId: z.string(),
      card: personRow,
      userId: z.string().nullable(),
      email: z.string().nullable(),
      uiSettings: z.record(z.string(), z.unknown()).nullable(),
      listed: z.boolean(),
    }),
  ),
  pairMeetingEnds: z.array(z.number()),
  commitments: z.array(
    z.object({
      participantId: z.string(),
      kind: z.enum(COMMITMENT_KINDS),
      id: z.string(),
      sessionId: z.string().nullable(),
      startsAt: z.number(),
      endsAt: z.number(),
    }),
  ),
});

/** What lanyard_accept_facts answers; only `actor: null` for a caller who is not in the event. */
const acceptFacts = z.union([z.object({ actor: z.null() }), memberFacts]);

export type AcceptFacts = z.infer<typeof memberFacts>;

const booked = z.union([
  z.object({ changed: z.enum(['invitation', 'pair', 'agenda']) }),
  z.object({ meeting: meetingRow, invitation: invitationJson }),
]);
export type BookAcceptedAnswer = z.infer<typeof booked>;

const factsAnswer = functionAnswer(acceptFacts);
const bookedAnswer = functionAnswer(booked);

/** What lanyard_book_accepted is given: the checks' inputs and the rows to write. */
export interface BookAccepted {
  eventId: string;
  actorId: string;
  otherId: string;
  invitationId: string;
  /** The invitation's updatedAt as the facts read it: a different one means it changed. */
  invitationUpdatedAt: number;
  now: number;
  meeting: MeetingJson;
  answerMessage: string;
  /** notifications rows in their columns' names. */
  notifications: Record<string, unknown>[];
  /** queued_jobs rows in their columns' names. */
  queuedJobs: Record<string, unknown>[];
}

export function createMeetingBookingRepository(db: Db) {
  return {
    /** The facts for the user's accept; null when the user is not in the event. */
    async acceptFacts(
      eventId: string,
      userId: string,
      invitationId: string,
      slotId: string,
    ): Promise<AcceptFacts | null> {
      const types = `{${MEETING_SLOT_SESSION_TYPES.join(',')}}`;
      const answer = await db.execute(
        sql`select lanyard_accept_facts(${eventId}, ${userId}, ${invitationId}, ${slotId}, ${types}::text[]) as result`,
      );
      const facts = factsAnswer.parse(answer).rows[0].result;
      return facts.actor === null ? null : facts;
    },

    async bookAccepted(booking: BookAccepted): Promise<BookAcceptedAnswer> {
      const answer = await db.execute(
        sql`select lanyard_book_accepted(${JSON.stringify(booking)}::jsonb) as result`,
      );
      return bookedAnswer.parse(answer).rows[0].result;
    },
  };
}
