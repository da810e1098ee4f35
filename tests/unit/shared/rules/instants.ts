/**
 * Instants for the rule tests: every one is written with its UTC offset, so a case states the wall
 * clock and the zone it means, and nothing depends on the machine's zone.
 */

/** An instant from ISO 8601 that must carry its offset ('2026-03-08T09:00-04:00'). */
export function at(iso: string): number {
  if (!/(Z|[+-]\d\d:\d\d)$/.test(iso)) throw new Error(`state the offset: ${iso}`);
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new Error(`bad instant: ${iso}`);
  return ms;
}

/** A span from two offset-carrying ISO strings. */
export function span(start: string, end: string): { startsAt: number; endsAt: number } {
  return { startsAt: at(start), endsAt: at(end) };
}

/** Runs fn as if the viewer's machine were set to timeZone: the rules must not read it. */
export function inViewerZone<T>(timeZone: string, fn: () => T): T {
  const previous = process.env.TZ;
  process.env.TZ = timeZone;
  try {
    return fn();
  } finally {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  }
}

/** A wall-clock time in Istanbul (UTC+3 all year, no DST) as an offset-carrying ISO string. */
export const ist = (date: string, time: string) => `${date}T${time}+03:00`;
