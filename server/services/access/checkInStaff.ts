import { EVENT_FINISHED_AFTER_MS } from '@shared/constants';
import { fullName } from '@shared/rules/personName';
import type { Db } from '../db/client';
import { createEventAccessRepository } from '../db/repositories/eventAccess';
import { forbidden, notFound, type AppError } from '../http/errors';

export interface EventMember {
  userId: string;
  participantId: string;
  organizer: boolean;
  checkInAdmin: boolean;
  typeId: string;
  fullName: string;
  eventFinished: boolean;
}

/** Why someone may not act as check-in staff; the SQL of a check-in applies the same rule. */
export type CheckInStaffRefusal = 'notMember' | 'notStaff' | 'eventFinished';

/** Check-in admins may act while the event ended at or after this instant. */
export function checkInOpenSince(now: number): number {
  return now - EVENT_FINISHED_AFTER_MS;
}

/** The answer to a caller who may not act as check-in staff. */
export function checkInStaffRefused(reason: CheckInStaffRefusal): AppError {
  switch (reason) {
    case 'notMember':
      return notFound('Event');
    case 'notStaff':
      return forbidden('Only check-in staff may do this');
    case 'eventFinished':
      return forbidden('Check-in is closed: the event has finished');
  }
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
      fullName: fullName(row),
      eventFinished: row.eventEndsAt < checkInOpenSince(now()),
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
      if (!m.checkInAdmin) throw checkInStaffRefused('notStaff');
      if (m.eventFinished) throw checkInStaffRefused('eventFinished');
      return m;
    },
  };
}

export type EventAccess = ReturnType<typeof createEventAccess>;
