import { and, sql, type SQL } from 'drizzle-orm';

/**
 * What every repository that holds a kind of commitment (session occurrences, off-time, meetings)
 * shares: the window a person's commitments are read for, and its SQL condition, so each kind is
 * cut to the window by the same half-open rule as shared/rules/commitments.ts overlaps.
 */

/** [from, to): the instants a collision check looks at. */
export interface TimeWindow {
  from: number;
  to: number;
}

/** The span [starts, ends) overlaps the window: an interval ending at 10:00 does not overlap one starting then. Null window: no condition. */
export function overlapsWindow(starts: unknown, ends: unknown, window: TimeWindow | null): SQL | undefined {
  return window ? and(sql`${starts} < ${window.to}`, sql`${ends} > ${window.from}`) : undefined;
}
