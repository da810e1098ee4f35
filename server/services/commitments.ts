import { collisionsWith, type Commitment } from '@shared/rules/commitments';
import type { TimeSpan } from '@shared/rules/sessionState';
import type { Db } from '../db/client';
import {
  COMMITMENT_KINDS,
  commitmentRows,
  type CommitmentRow,
  type TimeWindow,
} from '../db/repositories/commitments';
import { conflict, type AppError } from '../http/errors';

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

/** The rows by participant (each of `participantIds`, none left out), in kind order, then by start. */
export function commitmentsByPerson(
  rows: readonly CommitmentRow[],
  participantIds: readonly string[],
): Map<string, PersonCommitment[]> {
  const sorted = [...rows].sort(
    (a, b) =>
      COMMITMENT_KINDS.indexOf(a.kind) - COMMITMENT_KINDS.indexOf(b.kind) ||
      a.startsAt - b.startsAt ||
      a.id.localeCompare(b.id),
  );
  const byPerson = new Map<string, PersonCommitment[]>(participantIds.map((id) => [id, []]));
  for (const { participantId, ...commitment } of sorted) {
    byPerson.get(participantId)?.push({ ...commitment, blocking: true });
  }
  return byPerson;
}

/**
 * The refusal of a slot that overlaps a blocking commitment of any of the people: 409 MST-00131 on
 * `field`, listing what it collides with, person by person (participantId says whose agenda), each
 * earliest first; null when the slot is free for all of them.
 */
export function collisionRefusal(
  participantIds: readonly string[],
  slot: TimeSpan,
  byPerson: ReadonlyMap<string, readonly PersonCommitment[]>,
  field: string,
): AppError | null {
  const collisions: CollisionDetail[] = participantIds.flatMap((participantId) =>
    collisionsWith(slot, byPerson.get(participantId) ?? []).map((c) => ({
      participantId,
      kind: c.kind,
      id: c.id,
      startsAt: c.startsAt,
      endsAt: c.endsAt,
    })),
  );
  if (collisions.length === 0) return null;
  const message =
    participantIds.length === 1 ? 'This time is taken in your agenda' : 'This time is taken in an agenda';
  return conflict('SessionCollision', message, { field, details: { collisions } });
}

export function createCommitments(db: Db) {
  /** The commitments of each of the people, read in one statement, by participant id. */
  async function ofAll(queries: readonly CommitmentsQuery[]): Promise<Map<string, PersonCommitment[]>> {
    return commitmentsByPerson(
      await commitmentRows(db, queries),
      queries.map((q) => q.participantId),
    );
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
    const refusal = collisionRefusal(
      people.map((p) => p.participantId),
      slot,
      all,
      field,
    );
    if (refusal) throw refusal;
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
