import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import { MEETING_SLOT_SESSION_TYPES, type MeetingSlot } from '@shared/rules/meetingSlots';
import type { Db } from '../client';
import { meetingParticipants, meetings, sessionOccurrences, sessions } from '../schema';
import type { TimeWindow } from './commitments';

/** A meeting that takes a participant's time. */
export interface TakenMeeting {
  id: string;
  startsAt: number;
  endsAt: number;
}

const slotColumns = {
  id: sessionOccurrences.id,
  sessionId: sessionOccurrences.sessionId,
  startsAt: sessionOccurrences.startsAt,
  endsAt: sessionOccurrences.endsAt,
};

/** The participant's accepted meetings of the event overlapping the window (half-open). */
const taking = (eventId: string, participantId: string, window: TimeWindow | null) =>
  and(
    eq(meetingParticipants.participantId, participantId),
    eq(meetings.eventId, eventId),
    eq(meetings.status, 'accepted'),
    window ? and(lt(meetings.startsAt, window.to), gt(meetings.endsAt, window.from)) : undefined,
  );

const isSlotSession = inArray(sessions.type, [...MEETING_SLOT_SESSION_TYPES]);

/**
 * The time side of 1:1 meetings (DECISIONS 11): the event's meeting slots (occurrences of its
 * moostoo and moostoo_meeting sessions) and the meetings that take a participant's time, read by
 * the commitments module like every other kind of busy time (server/services/commitments.ts).
 */
export function createMeetingTimesRepository(db: Db) {
  return {
    /** The event's meeting slots that end after `after`, by start. */
    async slotsOf(eventId: string, after: number): Promise<MeetingSlot[]> {
      return db
        .select(slotColumns)
        .from(sessionOccurrences)
        .innerJoin(sessions, eq(sessions.id, sessionOccurrences.sessionId))
        .where(
          and(eq(sessionOccurrences.eventId, eventId), isSlotSession, gt(sessionOccurrences.endsAt, after)),
        )
        .orderBy(
          asc(sessionOccurrences.startsAt),
          asc(sessionOccurrences.endsAt),
          asc(sessionOccurrences.id),
        );
    },

    /**
     * The accepted meetings of the event the participant is in (one of the two or a guest) that
     * overlap the window (all of them when it is null).
     */
    async meetingsTaking(
      eventId: string,
      participantId: string,
      window: TimeWindow | null,
    ): Promise<TakenMeeting[]> {
      return db
        .select({ id: meetings.id, startsAt: meetings.startsAt, endsAt: meetings.endsAt })
        .from(meetingParticipants)
        .innerJoin(meetings, eq(meetings.id, meetingParticipants.meetingId))
        .where(taking(eventId, participantId, window));
    },

    /** Whether the participant is in the event's meeting (one of the two or a guest), whatever its status. */
    async isIn(eventId: string, meetingId: string, participantId: string): Promise<boolean> {
      const rows = await db
        .select({ id: meetings.id })
        .from(meetingParticipants)
        .innerJoin(meetings, eq(meetings.id, meetingParticipants.meetingId))
        .where(
          and(
            eq(meetings.id, meetingId),
            eq(meetings.eventId, eventId),
            eq(meetingParticipants.participantId, participantId),
          ),
        )
        .limit(1);
      return rows.length === 1;
    },
  };
}
