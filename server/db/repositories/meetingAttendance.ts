import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { meetingParticipants } from '../schema';

/** Meeting check-in (spec core §7 schedule/checkIn with a meetingId): one time per person and meeting. */
export function createMeetingAttendanceRepository(db: Db) {
  return {
    /** Checks the participant in once: a repeated check-in keeps the first time. Answers the stored time. */
    async recordCheckIn(meetingId: string, participantId: string, at: number): Promise<number> {
      const [row] = await db
        .update(meetingParticipants)
        .set({ checkedInAt: sql`coalesce(${meetingParticipants.checkedInAt}, ${at})` })
        .where(
          and(
            eq(meetingParticipants.meetingId, meetingId),
            eq(meetingParticipants.participantId, participantId),
          ),
        )
        .returning({ checkedInAt: meetingParticipants.checkedInAt });
      return row?.checkedInAt ?? at;
    },
  };
}
