import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { events, participants } from '../schema';

export type EventRow = typeof events.$inferSelect;

/** Event reads of the event list and domain details. */
export function createEventsRepository(db: Db) {
  return {
    /** The events the user has a participant row in, with that row's id, by start ascending. */
    async listForUser(userId: string): Promise<{ event: EventRow; participantId: string }[]> {
      return db
        .select({ event: events, participantId: participants.id })
        .from(participants)
        .innerJoin(events, eq(events.id, participants.eventId))
        .where(eq(participants.userId, userId))
        .orderBy(asc(events.startsAt), asc(events.name), asc(events.id));
    },

    /** The event configured for a host name (domains are stored lower-case). */
    async findByDomain(domain: string): Promise<EventRow | null> {
      const [row] = await db.select().from(events).where(eq(events.domain, domain)).limit(1);
      return row ?? null;
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(events);
      return row?.n ?? 0;
    },
  };
}
