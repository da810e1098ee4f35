import { collisionsWith, type Commitment } from '@shared/rules/commitments';
import type { TimeSpan } from '@shared/rules/sessionState';
import type { Db } from '../db/client';
import type { TimeWindow } from '../db/repositories/commitments';
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

/** Every kind of commitment, listed in this order; a new kind (meetings) is one more source here. */
const SOURCES: readonly CommitmentSource[] = [sessionOccurrences, offTime];

export function createCommitments(db: Db) {
  /** One source after another: inside a transaction they share one connection. */
  async function of(query: CommitmentsQuery): Promise<PersonCommitment[]> {
    const all: PersonCommitment[] = [];
    for (const source of SOURCES) all.push(...(await source(db, query)));
    return all;
  }

  return {
    of,

    /**
     * Refuses a slot that overlaps one of the person's blocking commitments: 409 MST-00131 on
     * `field`, listing what it collides with, earliest first. Call it under the person's row lock
     * (participants lockParticipant), so two plans of theirs cannot both pass.
     */
    async requireFree(
      person: Omit<CommitmentsQuery, 'window'>,
      slot: TimeSpan & { id?: string },
      field: string,
    ): Promise<void> {
      const mine = await of({ ...person, window: { from: slot.startsAt, to: slot.endsAt } });
      const collisions = collisionsWith(slot, mine);
      if (collisions.length === 0) return;
      throw conflict('SessionCollision', 'This time is taken in your agenda', {
        field,
        details: {
          collisions: collisions.map((c) => ({
            kind: c.kind,
            id: c.id,
            startsAt: c.startsAt,
            endsAt: c.endsAt,
          })),
        },
      });
    },
  };
}
