import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { sessionPerson } from '@shared/schemas/person';
import type { Db } from '../client';
import { participants, users } from '../schema';
import { notRemoved } from './takingPart';

/**
 * A participant as a person card shows them, their own fields and their user's photo: read in the
 * shape the API answers (sessionPerson), so it needs no mapping. The one person row; the check-in
 * function's answer extends it with the type and ticket.
 */
export const personRow = sessionPerson;
export type PersonRow = z.infer<typeof personRow>;

/** A person card's columns (personRow), of participants left-joined with their users. */
export const personColumns = {
  participantId: participants.id,
  name: participants.name,
  surname: participants.surname,
  company: participants.company,
  jobTitle: participants.jobTitle,
  profilePhoto: users.profilePhotoPath,
};

/** Participants of an event: people as cards, the facts access rules need, and the row lock. */
export function createParticipantsRepository(db: Db) {
  return {
    /**
     * The given participants as person cards (speakers, moderators, translators, requesters);
     * `listedOnly` leaves deleted participants out (a meeting's other side shown as gone).
     */
    async people(eventId: string, participantIds: string[], listedOnly = false): Promise<PersonRow[]> {
      if (participantIds.length === 0) return [];
      return db
        .select(personColumns)
        .from(participants)
        .leftJoin(users, eq(users.id, participants.userId))
        .where(
          and(
            eq(participants.eventId, eventId),
            inArray(participants.id, participantIds),
            listedOnly ? notRemoved : undefined,
          ),
        );
    },

    /** A participant of the event with what the schedule rules need, and their user's e-mail. */
    async participant(eventId: string, participantId: string) {
      const [row] = await db
        .select({
          participantId: participants.id,
          userId: participants.userId,
          typeId: participants.typeId,
          organizer: participants.organizer,
          rights: participants.rights,
          name: participants.name,
          surname: participants.surname,
          email: sql<string | null>`coalesce(${users.email}, ${participants.email})`,
        })
        .from(participants)
        .leftJoin(users, eq(users.id, participants.userId))
        .where(and(eq(participants.eventId, eventId), eq(participants.id, participantId)))
        .limit(1);
      return row ?? null;
    },

    /** The accounts of the given participants of the event (those without one left out). */
    async userIdsOf(eventId: string, participantIds: readonly string[]): Promise<string[]> {
      if (participantIds.length === 0) return [];
      const rows = await db
        .select({ userId: participants.userId })
        .from(participants)
        .where(
          and(
            eq(participants.eventId, eventId),
            inArray(participants.id, [...participantIds]),
            isNotNull(participants.userId),
          ),
        );
      return rows.flatMap((r) => (r.userId === null ? [] : [r.userId]));
    },

    /** Every ticket of the event with its holder, by number (`lanyard tickets`). */
    async tickets(eventId: string) {
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

    /**
     * Holds the participants' rows until the transaction ends, in one statement, lowest id first:
     * two transactions locking some of the same people wait for each other instead of deadlocking.
     * Answers them as person cards with their account, e-mail and app settings (whom the action
     * tells and mails, in which language), `listed` false for a deleted one.
     */
    async lockPeople(eventId: string, participantIds: readonly string[]) {
      return db
        .select({
          participantId: participants.id,
          card: personColumns,
          userId: participants.userId,
          email: sql<string | null>`coalesce(${users.email}, ${participants.email})`,
          uiSettings: users.uiSettings,
          listed: sql<boolean>`${notRemoved}`,
        })
        .from(participants)
        .leftJoin(users, eq(users.id, participants.userId))
        .where(and(eq(participants.eventId, eventId), inArray(participants.id, [...participantIds])))
        .orderBy(asc(participants.id))
        .for('update', { of: participants });
    },

    /**
     * Holds the participant's row until the transaction ends, so one person's joins, approvals and
     * off-time are decided one at a time: two concurrent joins cannot both pass the collision check.
     */
    async lockParticipant(participantId: string): Promise<boolean> {
      const rows = await db
        .select({ id: participants.id })
        .from(participants)
        .where(eq(participants.id, participantId))
        .for('update');
      return rows.length > 0;
    },
  };
}
