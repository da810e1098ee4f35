import { collisionsWith, type Commitment } from '@shared/rules/commitments';
import type { TimeSpan } from '@shared/rules/sessionState';
import type { Db } from '../db/client';
import type { TimeWindow } from '../db/repositories/commitments';
import { createMeetingTimesRepository } from '../db/repositories/meetingTimes';
import { createOffTimesRepository } from '../db/repositories/offTimes';
import { createSessionsRepository } from '../db/repositories/sessions';
import { conflict } from '../http/errors';

/**
 * A person's busy time, gathered from every kind of commitment, and the collision check every plan
 * goes through (shared/rules/commitments.ts): joining a session today, booking a meeting slot next.
 */

/** One of a person's commitments; sessionId names the session of an occurrence (null otherwise). */
export interface PersonCommitment extends Commitment {
  sessionId: string | null;
}

/** Whose commitments, over which time. */
export interface CommitmentsQuery {
  eventId: string;
  participantId: string;
  /** Only those overlapping it; null for all. */
  window: TimeWindow | null;
  /** Leaves this session's occurrences out: taking another occurrence of it replaces my seat. */
  exceptSessionId?: string;
  /** Leaves this meeting out: moving a meeting does not collide with itself. */
  exceptMeetingId?: string;
}

/** Whose commitments a check reads: the query without its window (the slot is the window). */
export type CommitmentsOwner = Omit<CommitmentsQuery, 'window'>;

/** A collision as a 409 lists it: whose agenda (participantId), what and when. */
export interface CollisionDetail extends Commitment {
  participantId: string;
}

/** One kind of commitment: the person's commitments of that kind. */
type CommitmentSource = (db: Db, query: CommitmentsQuery) => Promise<PersonCommitment[]>;

/** Occurrences of blocking sessions I joined or asked to join, and of sessions I speak at, moderate or translate. */
const sessionOccurrences: CommitmentSource = async (db, q) =>
  (
    await createSessionsRepository(db).occurrencesTaking(
      q.eventId,
      q.participantId,
      q.window,
      q.exceptSessionId,
    )
  ).map((o) => ({ kind: 'session', blocking: true, ...o }));

const offTime: CommitmentSource = async (db, q) =>
  (await createOffTimesRepository(db).overlapping(q.participantId, q.window)).map((o) => ({
    kind: 'offTime',
    blocking: true,
    sessionId: null,
    ...o,
  }));

/** Accepted meetings I am in, as one of the two or a guest (DECISIONS 11: they block like sessions). */
const meetings: CommitmentSource = async (db, q) =>
  (
    await createMeetingTimesRepository(db).meetingsTaking(
      q.eventId,
      q.participantId,
      q.window,
      q.exceptMeetingId,
    )
  ).map((m) => ({ kind: 'meeting', blocking: true, sessionId: null, ...m }));

/** Every kind of commitment, listed in this order; a new kind is one more source here. */
const SOURCES: readonly CommitmentSource[] = [sessionOccurrences, offTime, meetings];

export function createCommitments(db: Db) {
  /** One source after another: inside a transaction they share one connection. */
  async function of(query: CommitmentsQuery): Promise<PersonCommitment[]> {
    const all: PersonCommitment[] = [];
    for (const source of SOURCES) all.push(...(await source(db, query)));
    return all;
  }

  /**
   * Refuses a slot that overlaps a blocking commitment of any of the people: 409 MST-00131 on
   * `field`, listing what it collides with, person by person (participantId says whose agenda),
   * each earliest first. Call it under the people's row locks (participants lockParticipant), so
   * two plans of theirs cannot both pass.
   */
  async function requireFreeForAll(
    people: readonly CommitmentsOwner[],
    slot: TimeSpan & { id?: string },
    field: string,
  ): Promise<void> {
    const collisions: CollisionDetail[] = [];
    for (const person of people) {
      const theirs = await of({ ...person, window: { from: slot.startsAt, to: slot.endsAt } });
      for (const c of collisionsWith(slot, theirs)) {
        collisions.push({
          participantId: person.participantId,
          kind: c.kind,
          id: c.id,
          startsAt: c.startsAt,
          endsAt: c.endsAt,
        });
      }
    }
    if (collisions.length === 0) return;
    const message =
      people.length === 1 ? 'This time is taken in your agenda' : 'This time is taken in an agenda';
    throw conflict('SessionCollision', message, { field, details: { collisions } });
  }

  return {
    of,
    requireFreeForAll,

    /** requireFreeForAll for one person. */
    async requireFree(
      person: CommitmentsOwner,
      slot: TimeSpan & { id?: string },
      field: string,
    ): Promise<void> {
      await requireFreeForAll([person], slot, field);
    },
  };
}
