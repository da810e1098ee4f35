import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { participants, users } from '../schema';

/** The reads behind realtime topics: access checks and snapshots. */
export function createLiveRepository(db: Db) {
  return {
    /** Whether both users have a participant row in at least one common event. */
    async shareAnEvent(userA: string, userB: string): Promise<boolean> {
      const eventsOfA = db
        .select({ eventId: participants.eventId })
        .from(participants)
        .where(eq(participants.userId, userA));
      const [row] = await db
        .select({ id: participants.id })
        .from(participants)
        .where(and(eq(participants.userId, userB), inArray(participants.eventId, eventsOfA)))
        .limit(1);
      return row !== undefined;
    },

    async uiSettings(userId: string): Promise<Record<string, unknown> | null> {
      const [row] = await db.select({ uiSettings: users.uiSettings }).from(users).where(eq(users.id, userId));
      return row?.uiSettings ?? null;
    },

    async publicProfile(userId: string) {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          surname: users.surname,
          profilePhotoPath: users.profilePhotoPath,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },
  };
}

export type LiveRepository = ReturnType<typeof createLiveRepository>;
