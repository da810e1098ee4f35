import type { TimeSpan } from './sessionState';
import { dateInZone, daysBetween, isKnownTimeZone, offsetMinutes } from './zonedTime';

/**
 * Times as people read them (DECISIONS 8): in the event's timezone, with the user's own beside
 * them when the clocks differ. Which of the two leads is the user's choice.
 */

/** Which zone's time comes first. */
export const TIME_LEADS = ['event', 'user'] as const;
export type TimeLead = (typeof TIME_LEADS)[number];

/** A time range read in one zone. */
export interface ZonedTimeRange {
  timeZone: string;
  /** Locale time of the start, e.g. "09:00" (tr) or "9:00 AM" (en-US). */
  start: string;
  end: string;
  /** yyyy-LL-dd of the start and the end in this zone. */
  startDate: string;
  endDate: string;
  /** Days from startDate to endDate: 1 for a session past midnight in this zone. */
  endDayOffset: number;
  /** The zone's offset at the start, e.g. "GMT+3". */
  offsetLabel: string;
  /** "09:00 – 10:00", with " (+1)" after the end when it falls on a later day. */
  text: string;
}

export interface TimeRangeDisplay {
  lead: ZonedTimeRange;
  /** The other zone, null when it shows the same clock times. */
  other: ZonedTimeRange | null;
  /** Days from the lead's start date to the other's (e.g. -1: the other zone is still on yesterday). */
  otherDayOffset: number;
}

export interface TimeDisplayOptions {
  eventTimeZone: string;
  userTimeZone: string;
  lead: TimeLead;
  locale: string;
}

/**
 * Whether two zones show different clocks for a span: different offsets at its start or end.
 * Europe/Istanbul and Europe/Minsk (both UTC+3 all year) do not; Istanbul and London always do.
 */
export function zonesDiffer(a: string, b: string, span: TimeSpan): boolean {
  if (a === b) return false;
  const za = safeZone(a);
  const zb = safeZone(b);
  return (
    offsetMinutes(span.startsAt, za) !== offsetMinutes(span.startsAt, zb) ||
    offsetMinutes(span.endsAt, za) !== offsetMinutes(span.endsAt, zb)
  );
}

/** The span in the lead zone and, when the clocks differ, in the other one. */
export function formatTimeRange(span: TimeSpan, options: TimeDisplayOptions): TimeRangeDisplay {
  const [leadZone, otherZone] =
    options.lead === 'event'
      ? [options.eventTimeZone, options.userTimeZone]
      : [options.userTimeZone, options.eventTimeZone];
  const lead = formatZonedRange(span, leadZone, options.locale);
  if (!zonesDiffer(leadZone, otherZone, span)) return { lead, other: null, otherDayOffset: 0 };
  const other = formatZonedRange(span, otherZone, options.locale);
  return { lead, other, otherDayOffset: daysBetween(lead.startDate, other.startDate) };
}

/** One zone's reading of a span. An unknown zone reads as UTC rather than throwing. */
export function formatZonedRange(span: TimeSpan, timeZone: string, locale: string): ZonedTimeRange {
  const zone = safeZone(timeZone);
  const start = formatTime(span.startsAt, zone, locale);
  const end = formatTime(span.endsAt, zone, locale);
  const startDate = dateInZone(span.startsAt, zone);
  const endDate = dateInZone(span.endsAt, zone);
  const endDayOffset = daysBetween(startDate, endDate);
  return {
    timeZone: zone,
    start,
    end,
    startDate,
    endDate,
    endDayOffset,
    offsetLabel: offsetLabel(span.startsAt, zone),
    text: `${start} – ${end}${endDayOffset > 0 ? ` (+${endDayOffset})` : ''}`,
  };
}

/** Hours and minutes of an instant in a zone, in the locale's clock (12- or 24-hour). */
export function formatTime(instant: number, timeZone: string, locale: string): string {
  return formatter(locale, timeZone).format(instant);
}

/** "GMT+3", "GMT-4", "GMT+5:30", "GMT" — locale-independent, as the timezone picker labels zones. */
export function offsetLabel(instant: number, timeZone: string): string {
  const minutes = offsetMinutes(instant, safeZone(timeZone));
  if (minutes === 0) return 'GMT';
  const sign = minutes > 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  const rest = abs % 60;
  return `GMT${sign}${Math.floor(abs / 60)}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' });
    formatters.set(key, f);
  }
  return f;
}

function safeZone(timeZone: string): string {
  return isKnownTimeZone(timeZone) ? timeZone : 'UTC';
}
