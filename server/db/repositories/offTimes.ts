import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { offTimes } from '../schema';

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
