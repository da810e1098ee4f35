import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { calendarFeeds } from '../schema';

/** Each user's calendar feed secret: the private address of their agenda as an .ics feed. */
export function createCalendarFeedsRepository(db: Db) {
  return {
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
  };
}
