import { and, eq, gt, inArray, max, sql } from 'drizzle-orm';
import { MEETING_SLOT_SESSION_TYPES } from '@shared/rules/meetingSlots';
import type { Db } from '../client';
import {
  booths,
  events,
  meetingParticipants,
  meetings,
  participantTypes,
  participants,
  sessionOccurrences,
  sessions,
} from '../schema';
import { notRemoved } from './takingPart';

/*
 * Booked 1:1 meetings and the slots they take (docs/meetings.md): a slot is an occurrence of a
 * moostoo session (DECISIONS 11).
 */

export type MeetingRow = typeof meetings.$inferSelect;
export type NewMeeting = typeof meetings.$inferInsert;
export type MeetingParticipantRow = typeof meetingParticipants.$inferSelect;

export function createMeetingsRepository(db: Db) {
  return {
    /** The meeting with its two people (and no guests yet); answers both as written. */
    async insert(
      row: NewMeeting,
      participantIds: readonly string[],
    ): Promise<{ meeting: MeetingRow; inMeeting: MeetingParticipantRow[] }> {
      const [meeting] = await db.insert(meetings).values(row).returning();
      const inMeeting = await db
        .insert(meetingParticipants)
        .values(participantIds.map((participantId) => ({ meetingId: row.id, participantId })))
        .returning();
      return { meeting: meeting!, inMeeting };
    },

    /** The meeting of the event, locked until the transaction ends when `lock`. */
    async byId(eventId: string, id: string, lock = false): Promise<MeetingRow | null> {
      const query = db
        .select()
        .from(meetings)
        .where(and(eq(meetings.eventId, eventId), eq(meetings.id, id)))
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async byIds(ids: readonly string[]): Promise<MeetingRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(meetings)
        .where(inArray(meetings.id, [...ids]));
    },

    async update(id: string, patch: Partial<NewMeeting>): Promise<MeetingRow> {
      const [row] = await db.update(meetings).set(patch).where(eq(meetings.id, id)).returning();
      return row!;
    },

    /** Adds a guest to the meeting (spec "add guest to meeting"). */
    async addGuest(meetingId: string, participantId: string): Promise<void> {
      await db
        .insert(meetingParticipants)
        .values({ meetingId, participantId, guest: true })
        .onConflictDoNothing();
    },

    /** Takes a guest out of the meeting; answers whether they were one. */
    async removeGuest(meetingId: string, participantId: string): Promise<boolean> {
      const rows = await db
        .delete(meetingParticipants)
        .where(
          and(
            eq(meetingParticipants.meetingId, meetingId),
            eq(meetingParticipants.participantId, participantId),
            eq(meetingParticipants.guest, true),
          ),
        )
        .returning({ id: meetingParticipants.participantId });
      return rows.length === 1;
    },

    /** Who is in each meeting, guests marked. */
    async participantsOf(meetingIds: readonly string[]) {
      if (meetingIds.length === 0) return [];
      return db
        .select()
        .from(meetingParticipants)
        .where(inArray(meetingParticipants.meetingId, [...meetingIds]));
    },

    /** The accepted meetings both took part in (as one of the two or a guest). */
    async ofPair(eventId: string, a: string, b: string): Promise<MeetingRow[]> {
      const mine = db
        .select({ id: meetingParticipants.meetingId })
        .from(meetingParticipants)
        .where(eq(meetingParticipants.participantId, a));
      const theirs = db
        .select({ id: meetingParticipants.meetingId })
        .from(meetingParticipants)
        .where(eq(meetingParticipants.participantId, b));
      return db
        .select()
        .from(meetings)
        .where(
          and(
            eq(meetings.eventId, eventId),
            eq(meetings.status, 'accepted'),
            inArray(meetings.id, mine),
            inArray(meetings.id, theirs),
          ),
        );
    },

    /** A meeting slot of the event: an occurrence of one of its moostoo sessions, with its session. */
    async slot(eventId: string, occurrenceId: string) {
      const [row] = await db
        .select({
          id: sessionOccurrences.id,
          sessionId: sessions.id,
          startsAt: sessionOccurrences.startsAt,
          endsAt: sessionOccurrences.endsAt,
          onSite: sessions.onSite,
          location: sessions.location,
        })
        .from(sessionOccurrences)
        .innerJoin(sessions, eq(sessions.id, sessionOccurrences.sessionId))
        .where(
          and(
            eq(sessionOccurrences.eventId, eventId),
            eq(sessionOccurrences.id, occurrenceId),
            inArray(sessions.type, [...MEETING_SLOT_SESSION_TYPES]),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** When the event's last meeting slot ends (a request's expiry), null when it has none. */
    async lastSlotEnd(eventId: string): Promise<number | null> {
      const [row] = await db
        .select({ end: max(sessionOccurrences.endsAt) })
        .from(sessionOccurrences)
        .innerJoin(sessions, eq(sessions.id, sessionOccurrences.sessionId))
        .where(
          and(
            eq(sessionOccurrences.eventId, eventId),
            inArray(sessions.type, [...MEETING_SLOT_SESSION_TYPES]),
          ),
        );
      return row?.end === null || row?.end === undefined ? null : Number(row.end);
    },

    /**
     * The smallest table number no accepted meeting of the slot holds (tables are numbered per slot
     * from 1; a cancelled meeting frees its table). Call it holding the slot's lock (lockSlot).
     */
    async freeTable(occurrenceId: string): Promise<number> {
      const rows = await db
        .select({ table: meetings.tableNumber })
        .from(meetings)
        .where(and(eq(meetings.occurrenceId, occurrenceId), eq(meetings.status, 'accepted')));
      const taken = new Set(rows.map((r) => r.table));
      let table = 1;
      while (taken.has(table)) table++;
      return table;
    },

    /** Holds the slot until the transaction ends, so two bookings into it number their tables apart. */
    async lockSlot(occurrenceId: string): Promise<void> {
      await db
        .select({ id: sessionOccurrences.id })
        .from(sessionOccurrences)
        .where(eq(sessionOccurrences.id, occurrenceId))
        .for('update');
    },

    /**
     * What the invite rules and the meeting cap read of a participant (spec §5, §6): type, its
     * invitationRights and maxMeetingCount, organizer, booth, and whether they own it. null when not
     * a listed participant of the event. With the event's name, zone and language, which its mails use.
     */
    async person(eventId: string, participantId: string) {
      const [row] = await db
        .select({
          eventId: participants.eventId,
          participantId: participants.id,
          userId: participants.userId,
          typeId: participants.typeId,
          organizer: participants.organizer,
          rights: participants.rights,
          boothId: participants.boothId,
          boothOwner: sql<boolean>`exists (select 1 from ${booths} where ${booths.id} = ${participants.boothId} and ${booths.ownerParticipantId} = ${participants.id})`,
          invitationRights: participantTypes.invitationRights,
          maxMeetingCount: participantTypes.maxMeetingCount,
          disableGuest: participantTypes.disableGuest,
          restricted: events.restricted,
          eventType: events.eventType,
          eventEndsAt: events.endsAt,
          eventName: events.name,
          timeZone: events.timezone,
          eventLanguage: events.defaultLanguage,
        })
        .from(participants)
        .innerJoin(events, eq(events.id, participants.eventId))
        .leftJoin(
          participantTypes,
          and(
            eq(participantTypes.eventId, participants.eventId),
            eq(participantTypes.id, participants.typeId),
          ),
        )
        .where(and(eq(participants.eventId, eventId), eq(participants.id, participantId), notRemoved))
        .limit(1);
      return row
        ? { ...row, invitationRights: row.invitationRights ?? [], disableGuest: row.disableGuest ?? false }
        : null;
    },

    /** Whether the event has a meeting slot that has not ended (spec §5: no Meet button otherwise). */
    async hasOpenSlot(eventId: string, now: number): Promise<boolean> {
      const [row] = await db
        .select({ id: sessionOccurrences.id })
        .from(sessionOccurrences)
        .innerJoin(sessions, eq(sessions.id, sessionOccurrences.sessionId))
        .where(
          and(
            eq(sessionOccurrences.eventId, eventId),
            inArray(sessions.type, [...MEETING_SLOT_SESSION_TYPES]),
            gt(sessionOccurrences.endsAt, now),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}

export type MeetingsRepository = ReturnType<typeof createMeetingsRepository>;
