import type { TimeSpan } from './sessionState';

/**
 * A person's commitments and the one rule by which a new plan collides with them (spec core §4
 * "Session upcoming state", DECISIONS 11): a session occurrence, a meeting slot or an off-time is
 * refused or shown as busy by the same test, whichever kind it is and whichever kinds it meets.
 *
 * Every span is half-open, [startsAt, endsAt), in UTC instants: a 10:00–11:00 session and an
 * 11:00–12:00 meeting touch but do not collide, an empty span (start = end) collides with nothing,
 * and wall clocks, zones and DST play no part once the instants are known.
 */

/** Something in my agenda that may block a slot. */
export interface Commitment extends TimeSpan {
  /** For a session, its occurrence id: an occurrence never collides with itself (my own seat). */
  id: string;
  kind: 'session' | 'meeting' | 'offTime';
  /** Sessions block only when they are blocking; meetings and off-time always block. */
  blocking?: boolean;
}

/** Half-open overlap: they share at least one millisecond. */
export function overlaps(a: TimeSpan, b: TimeSpan): boolean {
  return a.startsAt < b.endsAt && b.startsAt < a.endsAt && a.startsAt < a.endsAt && b.startsAt < b.endsAt;
}

/** Whether a commitment takes its time away from other plans. */
function isBlocking(c: Commitment): boolean {
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
