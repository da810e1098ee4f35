import { isBusy, type Commitment } from './commitments';
import type { TimeSpan } from './sessionState';

/**
 * Seats and availability of session occurrences for one person: which they can still take, given
 * the seats left and their commitments (the overlap rule is shared/rules/commitments.ts; meeting
 * slots free for both people are shared/rules/meetingSlots.ts slotsForBoth).
 */

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
