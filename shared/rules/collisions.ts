import type { TimeSpan } from './sessionState';

/**
 * Collisions of session occurrences and meeting slots with what a person already has
 * (spec core §4 "Session upcoming state", DECISIONS 11).
 *
 * Every span is half-open, [startsAt, endsAt): a 10:00–11:00 session and an 11:00–12:00 meeting
 * touch but do not collide, and an empty span (start = end) collides with nothing.
 */

/** Something in my agenda that may block a slot. */
export interface Commitment extends TimeSpan {
  /** For a session, its occurrence id: an occurrence never collides with itself (my own seat). */
  id: string;
  kind: 'session' | 'meeting' | 'offTime';
  /** Sessions block only when they are blocking; meetings and off-time always block. */
  blocking?: boolean;
}

/** An occurrence with seats: capacity null means no limit. */
export interface SeatedOccurrence extends TimeSpan {
  id: string;
  capacity: number | null;
  usedCapacity: number;
}

export type OccurrenceAvailability = 'available' | 'expired' | 'full' | 'busy';

export interface SessionAvailability<O extends SeatedOccurrence> {
  /** Occurrences I can still take, by start. */
  available: O[];
  /** No occurrence that has not ended has a free seat: the button shows "Fully booked". */
  full: boolean;
  /** Some have seats but every one of those collides with my commitments: "Busy". */
  collision: boolean;
}

/** Half-open overlap: they share at least one millisecond. */
export function overlaps(a: TimeSpan, b: TimeSpan): boolean {
  return a.startsAt < b.endsAt && b.startsAt < a.endsAt && a.startsAt < a.endsAt && b.startsAt < b.endsAt;
}

/** Whether a commitment takes its time away from other plans. */
export function isBlocking(c: Commitment): boolean {
  return c.kind !== 'session' || c.blocking === true;
}

/** My blocking commitments that overlap the slot, earliest first. */
export function collisionsWith<C extends Commitment>(
  slot: TimeSpan & { id?: string },
  mine: readonly C[],
): C[] {
  return mine
    .filter((c) => c.id !== slot.id && isBlocking(c) && overlaps(slot, c))
    .sort((a, b) => a.startsAt - b.startsAt || a.endsAt - b.endsAt);
}

/** "Busy": a blocking commitment of mine overlaps the slot. */
export function isBusy(slot: TimeSpan & { id?: string }, mine: readonly Commitment[]): boolean {
  return collisionsWith(slot, mine).length > 0;
}

/** Whether an occurrence has a free seat. */
export function hasSeat(o: Pick<SeatedOccurrence, 'capacity' | 'usedCapacity'>): boolean {
  return o.capacity === null || o.usedCapacity < o.capacity;
}

/** One occurrence for me: ended, without seats, overlapping my commitments, or open. */
export function occurrenceAvailability(
  o: SeatedOccurrence,
  mine: readonly Commitment[],
  now: number,
): OccurrenceAvailability {
  if (now >= o.endsAt) return 'expired';
  if (!hasSeat(o)) return 'full';
  return isBusy(o, mine) ? 'busy' : 'available';
}

/**
 * The spec's availableSesArray, isFull and collision for one session. A session whose occurrences
 * have all ended is neither full nor colliding (its button says finished).
 */
export function sessionAvailability<O extends SeatedOccurrence>(
  occurrences: readonly O[],
  mine: readonly Commitment[],
  now: number,
): SessionAvailability<O> {
  const open = [...occurrences]
    .filter((o) => now < o.endsAt)
    .sort((a, b) => a.startsAt - b.startsAt || a.endsAt - b.endsAt);
  const seated = open.filter(hasSeat);
  const available = seated.filter((o) => !isBusy(o, mine));
  return {
    available,
    full: open.length > 0 && seated.length === 0,
    collision: seated.length > 0 && available.length === 0,
  };
}

/**
 * Meeting slots both people can take (DECISIONS 11): not ended, and free of blocking commitments
 * in each person's agenda.
 */
export function freeSlotsForBoth<S extends TimeSpan & { id?: string }>(
  slots: readonly S[],
  mine: readonly Commitment[],
  theirs: readonly Commitment[],
  now: number,
): S[] {
  return slots.filter((s) => now < s.endsAt && !isBusy(s, mine) && !isBusy(s, theirs));
}
