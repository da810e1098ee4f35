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
  const start = formatInstant(span.startsAt, 'time', zone, locale);
  const end = formatInstant(span.endsAt, 'time', zone, locale);
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

/**
 * The zone a screen shows an instant in (issue 20): the profile's timezone, else the device's —
 * never the device's when the profile names one, so a message, an invitation and a notification
 * read the same clock on every screen and device. The program's times (sessions, meeting slots)
 * show the event's clock too: formatTimeRange, with this zone as the user's.
 */
export function viewerTimeZone(profileZone: string | null | undefined, deviceZone: string): string {
  if (profileZone && isKnownTimeZone(profileZone)) return profileZone;
  return safeZone(deviceZone);
}

/** The ways an instant is written, each an Intl pattern in the UI language. */
const INSTANT_STYLES = {
  /** "22:47", "10:47 PM". */
  time: { hour: '2-digit', minute: '2-digit' },
  /** "24 Nov, 22:47". */
  dateTime: { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
  /** "Tue, 24 Nov". */
  weekday: { weekday: 'short', day: 'numeric', month: 'short' },
  /** "24 Nov 2026". */
  date: { dateStyle: 'medium' },
  /** "24 November 2026" (the chat's day separators, 'dd LLLL yyyy'). */
  longDate: { day: '2-digit', month: 'long', year: 'numeric' },
  /** "24 Nov 2026, 22:47". */
  dateTimeMedium: { dateStyle: 'medium', timeStyle: 'short' },
  /** "Tuesday, 24 November 2026 at 22:47". */
  full: { dateStyle: 'full', timeStyle: 'short' },
  /** "22:47:05". */
  seconds: { timeStyle: 'medium' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type InstantStyle = keyof typeof INSTANT_STYLES;

/** An instant in a zone and the UI language: the one formatter of every date and time on screen. */
export function formatInstant(
  instant: number,
  style: InstantStyle,
  timeZone: string,
  locale: string,
): string {
  return formatter(locale, safeZone(timeZone), style).format(instant);
}

/** Hours and minutes of an instant in a zone, in the locale's clock (12- or 24-hour). */
export function formatTime(instant: number, timeZone: string, locale: string): string {
  return formatInstant(instant, 'time', timeZone, locale);
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

function formatter(locale: string, timeZone: string, style: InstantStyle): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${style}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { timeZone, ...INSTANT_STYLES[style] });
    formatters.set(key, f);
  }
  return f;
}

function safeZone(timeZone: string): string {
  return isKnownTimeZone(timeZone) ? timeZone : 'UTC';
}
