import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { categories, events, participantTypes, participants, printers, ticketTypes } from '../schema';
import { takingPart } from './takingPart';

export type EventRow = typeof events.$inferSelect;
export type ParticipantRow = typeof participants.$inferSelect;

/** Event reads: one event, the event list and domain details. */
export function createEventsRepository(db: Db) {
  /** The event's profile questions (the booths' are the expo's), with what an answer may choose. */
  const profileQuestions = (eventId: string) =>
    db
      .select({
        id: categories.id,
        name: categories.name,
        type: categories.type,
        isPrivate: categories.isPrivate,
        subCategories: categories.subCategories,
        maxSelectableOptionCount: categories.maxSelectableOptionCount,
      })
      .from(categories)
      .where(and(eq(categories.eventId, eventId), eq(categories.forBooth, false)))
      .orderBy(asc(categories.id));

  return {
    profileQuestions,

    async findById(eventId: string): Promise<EventRow | null> {
      const [row] = await db.select().from(events).where(eq(events.id, eventId)).limit(1);
      return row ?? null;
    },

    /** The events the user has a participant row in, with that row's id and booth, by start ascending. */
    async listForUser(
      userId: string,
    ): Promise<{ event: EventRow; participantId: string; boothId: string | null }[]> {
      return db
        .select({ event: events, participantId: participants.id, boothId: participants.boothId })
        .from(participants)
        .innerJoin(events, eq(events.id, participants.eventId))
        .where(takingPart(userId))
        .orderBy(asc(events.startsAt), asc(events.name), asc(events.id));
    },

    /** The event configured for a host name (domains are stored lower-case). */
    async findByDomain(domain: string): Promise<EventRow | null> {
      const [row] = await db.select().from(events).where(eq(events.domain, domain)).limit(1);
      return row ?? null;
    },

    /** Participant types in their configured order, ticket types, printers and profile questions of the event. */
    async configuration(eventId: string) {
      const [types, tickets, eventPrinters, questions] = await Promise.all([
        db
          .select({
            id: participantTypes.id,
            texts: participantTypes.texts,
            categories: participantTypes.categories,
            priority: participantTypes.priority,
            invitationRights: participantTypes.invitationRights,
            maxMeetingCount: participantTypes.maxMeetingCount,
            disableGuest: participantTypes.disableGuest,
            selfSelectable: participantTypes.selfSelectable,
          })
          .from(participantTypes)
          .where(eq(participantTypes.eventId, eventId))
          .orderBy(asc(participantTypes.index), asc(participantTypes.id)),
        db
          .select({ typeId: ticketTypes.id, name: ticketTypes.name })
          .from(ticketTypes)
          .where(eq(ticketTypes.eventId, eventId))
          .orderBy(asc(ticketTypes.name), asc(ticketTypes.id)),
        db
          .select({ id: printers.id, label: printers.label, ip: printers.ip, printType: printers.printType })
          .from(printers)
          .where(eq(printers.eventId, eventId))
          .orderBy(asc(printers.label), asc(printers.id)),
        profileQuestions(eventId),
      ]);
      return {
        participantTypes: types,
        ticketTypes: tickets,
        printers: eventPrinters,
        categories: questions,
      };
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(events);
      return row?.n ?? 0;
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
