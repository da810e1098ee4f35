import { EVENT_FINISHED_AFTER_MS } from '../../shared/constants';
import type { Db } from '../db/client';
import { createEventAccessRepository } from '../db/repositories/eventAccess';
import { forbidden, notFound } from '../http/errors';

export interface EventMember {
  userId: string;
  participantId: string;
  organizer: boolean;
  checkInAdmin: boolean;
  typeId: string;
  fullName: string;
  eventFinished: boolean;
}

/**
 * Per-event authorization (DECISIONS 20): organizer rights are per event; check-in staff are the
 * event's check-in admins while it is unfinished, and its organizers (spec networking §5, §6).
 */
export function createEventAccess(db: Db, now: () => number) {
  const repo = createEventAccessRepository(db);

  /** The caller's participant record; someone outside the event learns nothing about it (404). */
  async function member(userId: string, eventId: string): Promise<EventMember> {
    const row = await repo.membership(userId, eventId);
    if (!row) throw notFound('Event');
    return {
      userId,
      participantId: row.participantId,
      organizer: row.organizer,
      checkInAdmin: row.checkInAdmin,
      typeId: row.typeId,
      fullName: `${row.name} ${row.surname}`.trim(),
      eventFinished: now() > row.eventEndsAt + EVENT_FINISHED_AFTER_MS,
    };
  }

  return {
    member,

    async requireOrganizer(userId: string, eventId: string): Promise<EventMember> {
      const m = await member(userId, eventId);
      if (!m.organizer) throw forbidden('Only the event’s organizers may do this');
      return m;
    },

    /** Check-in admins of an unfinished event, and organizers at any time. */
    async requireCheckInStaff(userId: string, eventId: string): Promise<EventMember> {
      const m = await member(userId, eventId);
      if (m.organizer) return m;
      if (!m.checkInAdmin) throw forbidden('Only check-in staff may do this');
      if (m.eventFinished) throw forbidden('Check-in is closed: the event has finished');
      return m;
    },
  };
}

export type EventAccess = ReturnType<typeof createEventAccess>;
