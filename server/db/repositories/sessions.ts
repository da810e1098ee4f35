import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { sessionOccurrences, sessions } from '../schema';

export type SessionRow = typeof sessions.$inferSelect;
export type OccurrenceRow = typeof sessionOccurrences.$inferSelect;

/**
 * The program's sessions and their occurrences with seats. The seat counter is the only shared hot
 * row: takeSeat is a guarded UPDATE, so on PostgreSQL's READ COMMITTED a join that waited for
 * another's row lock re-checks used_capacity < capacity against the committed value
 * (docs/sessions.md).
 */
export function createSessionsRepository(db: Db) {
  return {
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
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
