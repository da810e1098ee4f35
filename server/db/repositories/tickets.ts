import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../client';
import { participants } from '../schema';

/** An event's tickets with their holders, for `lanyard tickets`. */
export function createTicketsRepository(db: Db) {
  return {
    /** Every ticket of the event, by number. */
    async list(eventId: string) {
      return db
        .select({
          ticketNumber: participants.ticketNumber,
          ticketId: participants.ticketId,
          name: participants.name,
          surname: participants.surname,
          email: participants.email,
        })
        .from(participants)
        .where(and(eq(participants.eventId, eventId), isNotNull(participants.ticketId)))
        .orderBy(asc(participants.ticketNumber));
    },
  };
}
