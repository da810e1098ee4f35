import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema';

/** The reads behind realtime topics' snapshots (their access is the access module's). */
export function createLiveRepository(db: Db) {
  return {
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
