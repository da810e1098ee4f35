import { EVENT_FINISHED_AFTER_MS } from '../constants';
import type { EventSummary } from '../schemas/event';

/**
 * Event grouping of the event list (spec core §4 "Event grouping", DECISIONS 8).
 *
 * All instants are UTC milliseconds, so "start <= now <= end in the event timezone" is a plain
 * comparison of instants: the timezone only matters for what a person reads — the year an event is
 * filed under and its date text — and there it is always the event's zone, never the viewer's.
 *
 * State, sorting and year grouping use the real instants (realSdt, realEdt); the date text uses the
 * announced startDateMillis/endDateMillis. The server fills both from the same columns today.
 */

/** The fields the grouping rule reads; an EventSummary has all of them. */
export type GroupableEvent = Pick<EventSummary, 'id' | 'name' | 'timezone' | 'realSdt' | 'realEdt'>;
/** The fields formatEventDate reads. */
export type DatedEvent = Pick<EventSummary, 'timezone' | 'startDateMillis' | 'endDateMillis'>;

export type EventState = 'live' | 'upcoming' | 'past';

interface PastYear<E> {
  year: number;
  events: E[];
}

export interface GroupedEvents<E> {
  /** Every event matching the query: live, then upcoming (start ascending), then past (start descending). */
  all: E[];
  live: E[];
  upcoming: E[];
  /** Past events by the year they start in (event timezone), years descending. */
  past: PastYear<E>[];
}

/** Finished = more than one day (EVENT_FINISHED_AFTER_MS) after the real end. */
export function isEventFinished(e: Pick<EventSummary, 'realEdt'>, now: number): boolean {
  return now > e.realEdt + EVENT_FINISHED_AFTER_MS;
}

/** Live = not finished and realSdt <= now <= realEdt (both ends inclusive). */
export function isEventLive(e: Pick<EventSummary, 'realSdt' | 'realEdt'>, now: number): boolean {
  return !isEventFinished(e, now) && e.realSdt <= now && now <= e.realEdt;
}

/** live, upcoming (not live, not finished — this includes the day after the end) or past (finished). */
export function eventState(e: Pick<EventSummary, 'realSdt' | 'realEdt'>, now: number): EventState {
  if (isEventFinished(e, now)) return 'past';
  return isEventLive(e, now) ? 'live' : 'upcoming';
}

/**
 * Case- and accent-insensitive form used by the search: "İstanbul", "ISTANBUL" and "istanbul"
 * all fold to "istanbul", "Café" to "cafe". Plain substring matching, so regex characters in the
 * query ("C++", "(beta)", ".*") are matched literally.
 */
function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Whether an event's name contains the query; a blank query matches everything. */
export function matchesEventQuery(e: Pick<EventSummary, 'name'>, query: string | undefined): boolean {
  const needle = foldForSearch((query ?? '').trim());
  return needle === '' || foldForSearch(e.name).includes(needle);
}

/** The calendar year an instant falls in, in the given IANA zone. */
function yearInZone(instant: number, timeZone: string): number {
  const year = yearFormatter(timeZone)
    .formatToParts(instant)
    .find((p) => p.type === 'year')?.value;
  return Number(year);
}

/**
 * Groups the events of the list. Ties on start are broken by name, then id, so the order is stable
 * whatever order the server sent.
 */
export function groupEvents<E extends GroupableEvent>(
  events: readonly E[],
  now: number,
  query?: string,
): GroupedEvents<E> {
  const live: E[] = [];
  const upcoming: E[] = [];
  const finished: E[] = [];
  for (const e of events) {
    if (!matchesEventQuery(e, query)) continue;
    const state = eventState(e, now);
    (state === 'live' ? live : state === 'upcoming' ? upcoming : finished).push(e);
  }
  live.sort(byStartAscending);
  upcoming.sort(byStartAscending);
  finished.sort(byStartDescending);

  // Grouped by a map, not by walking the sorted list: two zones can disagree near New Year (an
  // event that starts earlier in UTC may fall in the later local year).
  const byYear = new Map<number, E[]>();
  for (const e of finished) {
    const year = yearInZone(e.realSdt, e.timezone);
    const group = byYear.get(year);
    if (group) group.push(e);
    else byYear.set(year, [e]);
  }
  const past = [...byYear]
    .sort(([a], [b]) => b - a)
    .map(([year, yearEvents]) => ({ year, events: yearEvents }));

  return { all: [...live, ...upcoming, ...finished], live, upcoming, past };
}

/**
 * The event's dates as its card shows them, in the event's timezone: one date for a single-day
 * event, a range ("Mar 6 – 8, 2026") otherwise. An end at exactly midnight belongs to the day
 * before, so 09:00–24:00 is one day.
 */
export function formatEventDate(e: DatedEvent, locale: string): string {
  const format = dateFormatter(locale, e.timezone);
  const lastInstant = e.endDateMillis > e.startDateMillis ? e.endDateMillis - 1 : e.startDateMillis;
  if (format.format(e.startDateMillis) === format.format(lastInstant))
    return format.format(e.startDateMillis);
  return format.formatRange(e.startDateMillis, lastInstant);
}

function byStartAscending(a: GroupableEvent, b: GroupableEvent): number {
  return a.realSdt - b.realSdt || tieBreak(a, b);
}

function byStartDescending(a: GroupableEvent, b: GroupableEvent): number {
  return b.realSdt - a.realSdt || tieBreak(a, b);
}

function tieBreak(a: GroupableEvent, b: GroupableEvent): number {
  return a.name.localeCompare(b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

const yearFormatters = new Map<string, Intl.DateTimeFormat>();
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function yearFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = yearFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: safeZone(timeZone), year: 'numeric' });
    yearFormatters.set(timeZone, f);
  }
  return f;
}

function dateFormatter(locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}`;
  let f = dateFormatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { timeZone: safeZone(timeZone), dateStyle: 'medium' });
    dateFormatters.set(key, f);
  }
  return f;
}

/** An unknown zone would make Intl throw and take the whole list down; show it in UTC instead. */
function safeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}
