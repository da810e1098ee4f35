import { DAY_MS, MINUTE_MS } from '../constants';

/**
 * Wall-clock arithmetic in IANA zones with Intl only (no date library): the calendar date an instant
 * falls on, a zone's UTC offset at an instant, and the instant a wall-clock time stands for.
 *
 * Dates are `yyyy-LL-dd` strings and times `HH:mm`, as the off-time payload carries them.
 */

/** How a wall-clock time maps to instants on its date: once, never (a DST gap) or twice (an overlap). */
type LocalTimeKind = 'unique' | 'skipped' | 'repeated';

export interface LocalTimeResolution {
  /** The instant chosen: see `localToUtc` for gaps and overlaps. */
  instant: number;
  kind: LocalTimeKind;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether text is a real calendar date in yyyy-LL-dd (2026-02-30 is not). */
export function isCalendarDate(text: string): boolean {
  const m = DATE_RE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === mo - 1 && probe.getUTCDate() === d;
}

/** Whether text is a time of day in HH:mm, 00:00 to 23:59. */
export function isClockTime(text: string): boolean {
  return TIME_RE.test(text);
}

/** Minutes since midnight of an HH:mm time. */
export function minutesOfDay(time: string): number {
  const m = TIME_RE.exec(time);
  if (!m) throw new RangeError(`not an HH:mm time: ${time}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** The calendar date (yyyy-LL-dd) an instant falls on in a zone. */
export function dateInZone(instant: number, timeZone: string): string {
  const p = wallClock(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** The wall-clock time (HH:mm) of an instant in a zone. */
export function timeInZone(instant: number, timeZone: string): string {
  const p = wallClock(instant, timeZone);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** A calendar date moved by whole days (calendar days, not 24-hour periods). */
export function addDays(date: string, days: number): string {
  const m = DATE_RE.exec(date);
  if (!m) throw new RangeError(`not a yyyy-LL-dd date: ${date}`);
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days));
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Whole calendar days from one date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** The zone's offset from UTC at an instant, in minutes (Istanbul: 180, New York in winter: -300). */
export function offsetMinutes(instant: number, timeZone: string): number {
  const p = wallClock(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / MINUTE_MS);
}

/**
 * The instant a wall-clock time on a date stands for in a zone, the way RFC 5545 (§3.3.5) and
 * Temporal's "compatible" disambiguation read it:
 * - a time skipped by a DST gap is read with the offset in force before the gap, so it lands as far
 *   after the gap as it was into it (New York 2026-03-08 02:30 → 03:30 EDT, 07:30Z) — kind skipped;
 * - a time that happens twice is its first occurrence (New York 2026-11-01 01:30 → 01:30 EDT,
 *   05:30Z) — kind repeated.
 * Assumes at most one offset change within a day either side, true of every zone in use today.
 */
export function resolveLocalTime(date: string, time: string, timeZone: string): LocalTimeResolution {
  if (!isCalendarDate(date)) throw new RangeError(`not a yyyy-LL-dd date: ${date}`);
  const local = utcMidnight(date) + minutesOfDay(time) * MINUTE_MS;
  const before = offsetMinutes(local - DAY_MS, timeZone);
  const after = offsetMinutes(local + DAY_MS, timeZone);
  const fits = [...new Set([before, after])]
    .map((offset) => local - offset * MINUTE_MS)
    .filter((instant) => local - offsetMinutes(instant, timeZone) * MINUTE_MS === instant)
    .sort((a, b) => a - b);
  const first = fits[0];
  if (first === undefined) return { instant: local - before * MINUTE_MS, kind: 'skipped' };
  return { instant: first, kind: fits.length > 1 ? 'repeated' : 'unique' };
}

/** `resolveLocalTime(...).instant`: the UTC instant of a wall-clock time (see there for DST). */
export function localToUtc(date: string, time: string, timeZone: string): number {
  return resolveLocalTime(date, time, timeZone).instant;
}

/** Whether Intl knows the zone. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const wallClockFormatters = new Map<string, Intl.DateTimeFormat>();

function wallClock(instant: number, timeZone: string): WallClock {
  let f = wallClockFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormatters.set(timeZone, f);
  }
  const parts: Record<string, number> = {};
  for (const part of f.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? NaN,
    month: parts.month ?? NaN,
    day: parts.day ?? NaN,
    hour: parts.hour ?? NaN,
    minute: parts.minute ?? NaN,
    second: parts.second ?? NaN,
  };
}

function utcMidnight(date: string): number {
  const m = DATE_RE.exec(date);
  if (!m) throw new RangeError(`not a yyyy-LL-dd date: ${date}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}
