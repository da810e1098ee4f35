import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  agendaEntries,
  calendarFeeds,
  events,
  offTimes,
  participants,
  sessionAttendance,
  sessionOccurrences,
  sessions,
  users,
} from '../schema';

export type SessionRow = typeof sessions.$inferSelect;
export type OccurrenceRow = typeof sessionOccurrences.$inferSelect;
export type AgendaEntryRow = typeof agendaEntries.$inferSelect;
export type AttendanceRow = typeof sessionAttendance.$inferSelect;
export type OffTimeRow = typeof offTimes.$inferSelect;
export type AgendaState = AgendaEntryRow['state'];

export interface PersonRow {
  participantId: string;
  name: string;
  surname: string;
  company: string | null;
  jobTitle: string | null;
  profilePhoto: string | null;
}

/** A time a participant is taken: the blocking-session occurrences, roles and off-time of the collision rule. */
export interface BusyInterval {
  kind: 'session' | 'offTime';
  /** The occurrence id or the off-time id. */
  id: string;
  sessionId: string | null;
  startsAt: number;
  endsAt: number;
}

/** jsonb array column contains the value: speakers @> '["p1"]'. */
const contains = (column: unknown, value: string) => sql`${column} @> ${JSON.stringify([value])}::jsonb`;

/**
 * The SQL of the program and My Agenda. The seat counter is the only shared hot row: takeSeat is a
 * guarded UPDATE, so on PostgreSQL's READ COMMITTED a join that waited for another's row lock
 * re-checks used_capacity < capacity against the committed value (docs/sessions.md).
 */
export function createSessionsRepository(db: Db) {
  return {
    async event(eventId: string) {
      const [row] = await db
        .select({
          id: events.id,
          name: events.name,
          timezone: events.timezone,
          startsAt: events.startsAt,
          endsAt: events.endsAt,
          eventType: events.eventType,
        })
        .from(events)
        .where(eq(events.id, eventId))
        .limit(1);
      return row ?? null;
    },

    async sessionsOf(eventId: string): Promise<SessionRow[]> {
      return db.select().from(sessions).where(eq(sessions.eventId, eventId)).orderBy(asc(sessions.id));
    },

    async findSession(eventId: string, id: string): Promise<SessionRow | null> {
      const [row] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.eventId, eventId), eq(sessions.id, id)))
        .limit(1);
      return row ?? null;
    },

    /** Occurrences of the given sessions (all of the event's when sessionIds is omitted), by start. */
    async occurrences(eventId: string, sessionIds?: string[]): Promise<OccurrenceRow[]> {
      if (sessionIds?.length === 0) return [];
      return db
        .select()
        .from(sessionOccurrences)
        .where(
          and(
            eq(sessionOccurrences.eventId, eventId),
            sessionIds ? inArray(sessionOccurrences.sessionId, sessionIds) : undefined,
          ),
        )
        .orderBy(
          asc(sessionOccurrences.startsAt),
          asc(sessionOccurrences.endsAt),
          asc(sessionOccurrences.id),
        );
    },

    async findOccurrence(sessionId: string, occurrenceId: string): Promise<OccurrenceRow | null> {
      const [row] = await db
        .select()
        .from(sessionOccurrences)
        .where(and(eq(sessionOccurrences.sessionId, sessionId), eq(sessionOccurrences.id, occurrenceId)))
        .limit(1);
      return row ?? null;
    },

    /** Speakers, moderators and translators as cards: participant fields and the user's photo. */
    async people(eventId: string, participantIds: string[]): Promise<PersonRow[]> {
      if (participantIds.length === 0) return [];
      return db
        .select({
          participantId: participants.id,
          name: participants.name,
          surname: participants.surname,
          company: participants.company,
          jobTitle: participants.jobTitle,
          profilePhoto: users.profilePhotoPath,
        })
        .from(participants)
        .leftJoin(users, eq(users.id, participants.userId))
        .where(and(eq(participants.eventId, eventId), inArray(participants.id, participantIds)));
    },

    /** A participant of the event with what the schedule rules need, and their user's e-mail. */
    async participant(eventId: string, participantId: string) {
      const [row] = await db
        .select({
          participantId: participants.id,
          userId: participants.userId,
          typeId: participants.typeId,
          organizer: participants.organizer,
          rights: participants.rights,
          name: participants.name,
          surname: participants.surname,
          email: sql<string | null>`coalesce(${users.email}, ${participants.email})`,
        })
        .from(participants)
        .leftJoin(users, eq(users.id, participants.userId))
        .where(and(eq(participants.eventId, eventId), eq(participants.id, participantId)))
        .limit(1);
      return row ?? null;
    },

    /** Every event the user belongs to, with their participant record in it (the calendar feed). */
    async membershipsOf(userId: string) {
      return db
        .select({
          eventId: events.id,
          participantId: participants.id,
          typeId: participants.typeId,
          organizer: participants.organizer,
        })
        .from(participants)
        .innerJoin(events, eq(events.id, participants.eventId))
        .where(eq(participants.userId, userId))
        .orderBy(asc(events.startsAt), asc(events.id));
    },

    async userEmail(userId: string): Promise<string | null> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.email ?? null;
    },

    async feedSecretOf(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ secret: calendarFeeds.secret })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, userId))
        .limit(1);
      return row?.secret ?? null;
    },

    /** Sets the user's feed secret; with replace=false an existing one is kept (and returned). */
    async saveFeedSecret(userId: string, secret: string, at: number, replace: boolean): Promise<string> {
      const insert = db.insert(calendarFeeds).values({ userId, secret, createdAt: at });
      await (replace
        ? insert.onConflictDoUpdate({ target: calendarFeeds.userId, set: { secret, createdAt: at } })
        : insert.onConflictDoNothing());
      const [row] = await db
        .select({ secret: calendarFeeds.secret })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, userId))
        .limit(1);
      if (!row) throw new Error('calendar feed secret not saved');
      return row.secret;
    },

    async feedOwner(secret: string): Promise<string | null> {
      const [row] = await db
        .select({ userId: calendarFeeds.userId })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.secret, secret))
        .limit(1);
      return row?.userId ?? null;
    },

    /**
     * Holds the participant's row until the transaction ends, so one person's joins, approvals and
     * off-time are decided one at a time: two concurrent joins cannot both pass the collision check.
     */
    async lockParticipant(participantId: string): Promise<boolean> {
      const rows = await db
        .select({ id: participants.id })
        .from(participants)
        .where(eq(participants.id, participantId))
        .for('update');
      return rows.length > 0;
    },

    /** One seat more, unless the occurrence is full; null when it is. */
    async takeSeat(occurrenceId: string): Promise<OccurrenceRow | null> {
      const [row] = await db
        .update(sessionOccurrences)
        .set({ usedCapacity: sql`${sessionOccurrences.usedCapacity} + 1` })
        .where(
          and(
            eq(sessionOccurrences.id, occurrenceId),
            or(
              isNull(sessionOccurrences.capacity),
              sql`${sessionOccurrences.usedCapacity} < ${sessionOccurrences.capacity}`,
            ),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** One seat fewer (never below zero). */
    async releaseSeat(occurrenceId: string): Promise<OccurrenceRow | null> {
      const [row] = await db
        .update(sessionOccurrences)
        .set({ usedCapacity: sql`greatest(${sessionOccurrences.usedCapacity} - 1, 0)` })
        .where(eq(sessionOccurrences.id, occurrenceId))
        .returning();
      return row ?? null;
    },

    async entriesOf(participantId: string): Promise<AgendaEntryRow[]> {
      return db.select().from(agendaEntries).where(eq(agendaEntries.participantId, participantId));
    },

    async entryFor(participantId: string, sessionId: string): Promise<AgendaEntryRow | null> {
      const [row] = await db
        .select()
        .from(agendaEntries)
        .where(and(eq(agendaEntries.participantId, participantId), eq(agendaEntries.sessionId, sessionId)))
        .limit(1);
      return row ?? null;
    },

    async findEntry(eventId: string, id: string): Promise<AgendaEntryRow | null> {
      const [row] = await db
        .select()
        .from(agendaEntries)
        .where(and(eq(agendaEntries.eventId, eventId), eq(agendaEntries.id, id)))
        .limit(1);
      return row ?? null;
    },

    async insertEntry(row: AgendaEntryRow): Promise<AgendaEntryRow> {
      const [saved] = await db.insert(agendaEntries).values(row).returning();
      if (!saved) throw new Error('agenda entry insert returned nothing');
      return saved;
    },

    /** Moves an entry from one state to another; null when it is no longer in `from` (decided meanwhile). */
    async moveEntry(
      id: string,
      from: AgendaState,
      to: AgendaState,
      at: number,
      decidedBy: string | null,
    ): Promise<AgendaEntryRow | null> {
      const [row] = await db
        .update(agendaEntries)
        .set({ state: to, updatedAt: at, decidedBy })
        .where(and(eq(agendaEntries.id, id), eq(agendaEntries.state, from)))
        .returning();
      return row ?? null;
    },

    async deleteEntry(participantId: string, sessionId: string): Promise<AgendaEntryRow | null> {
      const [row] = await db
        .delete(agendaEntries)
        .where(and(eq(agendaEntries.participantId, participantId), eq(agendaEntries.sessionId, sessionId)))
        .returning();
      return row ?? null;
    },

    /** Requests to join blocking sessions in one state, oldest first. */
    async entriesInState(eventId: string, state: AgendaState): Promise<AgendaEntryRow[]> {
      return db
        .select()
        .from(agendaEntries)
        .where(and(eq(agendaEntries.eventId, eventId), eq(agendaEntries.state, state)))
        .orderBy(asc(agendaEntries.createdAt), asc(agendaEntries.id));
    },

    /**
     * The times the participant is taken, overlapping [from, to): occurrences of blocking sessions
     * they joined or asked to join, occurrences of sessions they speak at, moderate or translate,
     * and their off-time (all of them when window is null). Half-open: an interval ending at 10:00
     * does not overlap one starting then.
     */
    async busyIntervals(
      eventId: string,
      participantId: string,
      window: { from: number; to: number } | null,
      exceptSessionId?: string,
    ): Promise<BusyInterval[]> {
      const within = (starts: unknown, ends: unknown) =>
        window ? and(sql`${starts} < ${window.to}`, sql`${ends} > ${window.from}`) : undefined;
      const blockingEntries = db
        .select({
          id: sessionOccurrences.id,
          sessionId: sessionOccurrences.sessionId,
          startsAt: sessionOccurrences.startsAt,
          endsAt: sessionOccurrences.endsAt,
        })
        .from(agendaEntries)
        .innerJoin(sessionOccurrences, eq(sessionOccurrences.id, agendaEntries.occurrenceId))
        .innerJoin(sessions, eq(sessions.id, agendaEntries.sessionId))
        .where(
          and(
            eq(agendaEntries.participantId, participantId),
            inArray(agendaEntries.state, ['joined', 'pending']),
            eq(sessions.blocking, true),
            within(sessionOccurrences.startsAt, sessionOccurrences.endsAt),
            exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
          ),
        );
      const roles = db
        .select({
          id: sessionOccurrences.id,
          sessionId: sessionOccurrences.sessionId,
          startsAt: sessionOccurrences.startsAt,
          endsAt: sessionOccurrences.endsAt,
        })
        .from(sessionOccurrences)
        .innerJoin(sessions, eq(sessions.id, sessionOccurrences.sessionId))
        .where(
          and(
            eq(sessions.eventId, eventId),
            or(
              contains(sessions.speakers, participantId),
              contains(sessions.moderators, participantId),
              contains(sessions.translators, participantId),
            ),
            within(sessionOccurrences.startsAt, sessionOccurrences.endsAt),
            exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
          ),
        );
      // One after the other: inside a transaction the three share one connection.
      const sessionRows = await blockingEntries;
      const roleRows = await roles;
      const offRows = await db
        .select({ id: offTimes.id, startsAt: offTimes.startsAt, endsAt: offTimes.endsAt })
        .from(offTimes)
        .where(and(eq(offTimes.participantId, participantId), within(offTimes.startsAt, offTimes.endsAt)));
      const seen = new Set<string>();
      const busy: BusyInterval[] = [];
      for (const r of [...sessionRows, ...roleRows]) {
        if (seen.has(r.id)) continue;
        seen.add(r.id);
        busy.push({ kind: 'session', ...r });
      }
      for (const r of offRows) busy.push({ kind: 'offTime', sessionId: null, ...r });
      return busy;
    },

    async attendanceOf(participantId: string, sessionIds: string[]): Promise<AttendanceRow[]> {
      if (sessionIds.length === 0) return [];
      return db
        .select()
        .from(sessionAttendance)
        .where(
          and(
            eq(sessionAttendance.participantId, participantId),
            inArray(sessionAttendance.sessionId, sessionIds),
          ),
        );
    },

    async recordJoin(row: { participantId: string; occurrenceId: string; sessionId: string; at: number }) {
      await db
        .insert(sessionAttendance)
        .values({ ...row, lastJoinAt: row.at })
        .onConflictDoUpdate({
          target: [sessionAttendance.participantId, sessionAttendance.occurrenceId],
          set: { lastJoinAt: row.at },
        });
    },

    /**
     * Marks the session's rehearsal as started at `at`, unless it already started at or after
     * `windowStart` (this occurrence's pre-start window). True when the mark changed.
     */
    async startRehearsal(sessionId: string, at: number, windowStart: number): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ rehearsalStartedAt: at })
        .where(
          and(
            eq(sessions.id, sessionId),
            or(isNull(sessions.rehearsalStartedAt), sql`${sessions.rehearsalStartedAt} < ${windowStart}`),
          ),
        )
        .returning({ id: sessions.id });
      return rows.length > 0;
    },

    /** Checks in once: a repeated check-in keeps the first time. */
    async recordCheckIn(row: {
      participantId: string;
      occurrenceId: string;
      sessionId: string;
      at: number;
    }): Promise<AttendanceRow> {
      const [saved] = await db
        .insert(sessionAttendance)
        .values({ ...row, checkedInAt: row.at })
        .onConflictDoUpdate({
          target: [sessionAttendance.participantId, sessionAttendance.occurrenceId],
          set: { checkedInAt: sql`coalesce(${sessionAttendance.checkedInAt}, ${row.at})` },
        })
        .returning();
      if (!saved) throw new Error('check-in upsert returned nothing');
      return saved;
    },

    async offTimesOf(participantId: string): Promise<OffTimeRow[]> {
      return db
        .select()
        .from(offTimes)
        .where(eq(offTimes.participantId, participantId))
        .orderBy(asc(offTimes.startsAt), asc(offTimes.id));
    },

    async insertOffTime(row: OffTimeRow): Promise<OffTimeRow> {
      const [saved] = await db.insert(offTimes).values(row).returning();
      if (!saved) throw new Error('off-time insert returned nothing');
      return saved;
    },

    async deleteOffTime(eventId: string, participantId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(offTimes)
        .where(
          and(eq(offTimes.eventId, eventId), eq(offTimes.participantId, participantId), eq(offTimes.id, id)),
        )
        .returning({ id: offTimes.id });
      return rows.length > 0;
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
