/**
 * A session's time state (spec core §4 "Session upcoming state", DECISIONS 10).
 *
 * A session occupies the half-open interval [startsAt, endsAt): it is live from its first
 * millisecond and over at its end, so of two back-to-back sessions exactly one is live at the
 * boundary — the same intervals collisions.ts compares. Instants are UTC milliseconds, so none of
 * this depends on a timezone.
 */

/** A span of time in UTC milliseconds; a session occurrence, a meeting or an off-time has these. */
export interface TimeSpan {
  startsAt: number;
  endsAt: number;
}

/** The spec's upcomingState. */
export type UpcomingState = 'expired' | 'started' | 'starting' | 'notstarted';

/** The label of the program and the session view. */
export type SessionTimeLabel = 'live' | 'upcoming' | 'past';

/**
 * expired from the end on; started while it runs; starting when less than `startingMs` remain before
 * the start (AGENDA_STARTING_MS in agenda and invitation views, SESSION_STARTING_MS in the session
 * view); notstarted before that. Exactly `startingMs` before the start is still notstarted.
 */
export function upcomingState(span: TimeSpan, now: number, startingMs: number): UpcomingState {
  if (now >= span.endsAt) return 'expired';
  if (now >= span.startsAt) return 'started';
  return span.startsAt - now < startingMs ? 'starting' : 'notstarted';
}

/** Live while it runs, Past from its end, Upcoming before its start (starting soon included). */
export function sessionTimeLabel(span: TimeSpan, now: number): SessionTimeLabel {
  if (now >= span.endsAt) return 'past';
  return now >= span.startsAt ? 'live' : 'upcoming';
}

/** Where a session with several occurrences stands as a whole. */
export interface OccurrencesTiming<O extends TimeSpan> {
  /** The occurrence the session view is about: the running one, else the next, else the last. */
  current: O | null;
  /** upcomingState of `current` (expired when there is none). */
  state: UpcomingState;
  /** Every occurrence has ended (true for a session with none). */
  allExpired: boolean;
}

/**
 * Picks the occurrence a session card talks about and its state. Occurrences may come in any order;
 * when two run at once, the one that started first wins.
 */
export function occurrencesTiming<O extends TimeSpan>(
  occurrences: readonly O[],
  now: number,
  startingMs: number,
): OccurrencesTiming<O> {
  const byStart = [...occurrences].sort((a, b) => a.startsAt - b.startsAt || a.endsAt - b.endsAt);
  const current =
    byStart.find((o) => now < o.endsAt) ??
    byStart.reduce<O | null>((last, o) => (last === null || o.endsAt >= last.endsAt ? o : last), null);
  return {
    current,
    state: current ? upcomingState(current, now, startingMs) : 'expired',
    allExpired: byStart.every((o) => now >= o.endsAt),
  };
}
