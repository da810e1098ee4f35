import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { offTimes } from '../schema';
import { commitmentColumns, overlapsWindow, type TimeWindow } from './commitments';

export type OffTimeRow = typeof offTimes.$inferSelect;

/** A participant's off-time: times they marked as taken in My Agenda. */
export function createOffTimesRepository(db: Db) {
  return {
    async offTimesOf(participantId: string): Promise<OffTimeRow[]> {
      return db
        .select()
        .from(offTimes)
        .where(eq(offTimes.participantId, participantId))
        .orderBy(asc(offTimes.startsAt), asc(offTimes.id));
    },

    /**
     * The participant's off-time overlapping the window (all of it when window is null): their
     * commitments of this kind, as a query services/commitments.ts runs with the other kinds.
     */
    overlapping(participantId: string, window: TimeWindow | null) {
      return db
        .select(commitmentColumns(participantId, 'offTime', { ...offTimes, sessionId: null }))
        .from(offTimes)
        .where(
          and(
            eq(offTimes.participantId, participantId),
            overlapsWindow(offTimes.startsAt, offTimes.endsAt, window),
          ),
        );
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
