import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { events, participants } from '../schema';
import { takingPart } from './takingPart';

/**
 * The caller's membership in one event: the facts every per-event access check needs.
 * A removed (deleted) participant is no member (takingPart).
 */
export function createEventAccessRepository(db: Db) {
  return {
    async membership(userId: string, eventId: string) {
      const [row] = await db
        .select({
          participantId: participants.id,
          organizer: participants.organizer,
          checkInAdmin: participants.checkInAdmin,
          typeId: participants.typeId,
          name: participants.name,
          surname: participants.surname,
          eventEndsAt: events.endsAt,
        })
        .from(participants)
        .innerJoin(events, eq(events.id, participants.eventId))
        .where(and(eq(participants.eventId, eventId), takingPart(userId)))
        .limit(1);
      return row ?? null;
    },
  };
}
