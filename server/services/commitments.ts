import { collisionsWith, type Commitment } from '@shared/rules/commitments';
import type { TimeSpan } from '@shared/rules/sessionState';
import type { SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';
import { COMMITMENT_KINDS, commitmentRows, type TimeWindow } from '../db/repositories/commitments';
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

/** One kind of commitment: the queries of the person's commitments of that kind, not yet run. */
type CommitmentSource = (db: Db, query: CommitmentsQuery) => SQLWrapper[];

/** Occurrences of blocking sessions I joined or asked to join, and of sessions I speak at, moderate or translate. */
const sessionOccurrences: CommitmentSource = (db, q) =>
  createSessionsRepository(db).occurrencesTaking(q.eventId, q.participantId, q.window, q.exceptSessionId);

const offTime: CommitmentSource = (db, q) => [
  createOffTimesRepository(db).overlapping(q.participantId, q.window),
];

/** Accepted meetings I am in, as one of the two or a guest (DECISIONS 11: they block like sessions). */
const meetings: CommitmentSource = (db, q) => [
  createMeetingTimesRepository(db).meetingCommitments(
    q.eventId,
    q.participantId,
    q.window,
    q.exceptMeetingId,
  ),
];

/** Every kind of commitment; a new kind is one more source here. */
const SOURCES: readonly CommitmentSource[] = [sessionOccurrences, offTime, meetings];

export function createCommitments(db: Db) {
  /**
   * The commitments of each of the people, read in one statement (every kind of every person, a
   * UNION of the sources' queries), by participant id.
   */
  async function ofAll(queries: readonly CommitmentsQuery[]): Promise<Map<string, PersonCommitment[]>> {
    const rows = await commitmentRows(
      db,
      queries.flatMap((q) => SOURCES.flatMap((source) => source(db, q))),
    );
    rows.sort(
      (a, b) =>
        COMMITMENT_KINDS.indexOf(a.kind) - COMMITMENT_KINDS.indexOf(b.kind) ||
        a.startsAt - b.startsAt ||
        a.id.localeCompare(b.id),
    );
    const byPerson = new Map<string, PersonCommitment[]>(queries.map((q) => [q.participantId, []]));
    for (const { participantId, ...commitment } of rows) {
      byPerson.get(participantId)?.push({ ...commitment, blocking: true });
    }
    return byPerson;
  }

  /** A person's commitments. */
  async function of(query: CommitmentsQuery): Promise<PersonCommitment[]> {
    return (await ofAll([query])).get(query.participantId) ?? [];
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
    const window = { from: slot.startsAt, to: slot.endsAt };
    const all = await ofAll(people.map((person) => ({ ...person, window })));
    const collisions: CollisionDetail[] = [];
    for (const person of people) {
      for (const c of collisionsWith(slot, all.get(person.participantId) ?? [])) {
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
    ofAll,
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
