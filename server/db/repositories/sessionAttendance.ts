import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { sessionAttendance } from '../schema';

export type AttendanceRow = typeof sessionAttendance.$inferSelect;

/** Who was in a session's room (the last join, ljt) and who checked in, per occurrence. */
export function createSessionAttendanceRepository(db: Db) {
  return {
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
  };
}
