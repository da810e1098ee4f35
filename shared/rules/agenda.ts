import { AGENDA_STARTING_MS, MEETING_LIVE_MS } from '../constants';
import type { SessionRole } from './sessionButton';
import { upcomingState, type TimeSpan, type UpcomingState } from './sessionState';
import { dateInZone } from './zonedTime';

/**
 * My Agenda (spec core §4 "Agenda"): row types, order, the closest meeting and when a meeting's
 * Start button shows. The rows of GET /v1/event/agenda (shared/schemas/sessions.ts AgendaRow) fit
 * AgendaEntry as they are; meetings join as kind 'meeting'.
 */

/** Spec offType of an off-time session; ours are breaks unless the server says otherwise. */
export type OffType = 'break' | 'speaker' | 'translator' | 'moderator' | 'sessionPlaceholder' | 'other';

export type AgendaEntry =
  | (TimeSpan & {
      kind: 'session';
      /** Row key, `${sessionId}:${occurrenceId}`. */
      key: string;
      sessionId: string;
      state: 'joined' | 'pending' | 'declined';
      role: SessionRole;
    })
  | (TimeSpan & { kind: 'offTime'; key: string; offType?: OffType })
  | (TimeSpan & { kind: 'meeting'; key: string });

/** The spec's agenda row types. */
export type AgendaRowType =
  'session' | 'break' | 'meeting' | 'waitingConfirmation' | 'speaker' | 'translator' | 'moderator';

export interface AgendaRowView<E extends AgendaEntry> {
  entry: E;
  type: AgendaRowType;
  /** With AGENDA_STARTING_MS unless told otherwise. */
  state: UpcomingState;
}

export interface AgendaDay<E extends AgendaEntry> {
  /** yyyy-LL-dd in the zone the agenda is shown in. */
  date: string;
  rows: AgendaRowView<E>[];
}

/**
 * Sessions I speak at, translate or moderate show as such (whether the server sends them as
 * sessions with my role or as off-time with that offType); a pending request waits for
 * confirmation; other off-time is a break. A declined request stays a session row: its button
 * says request declined.
 */
export function agendaRowType(entry: AgendaEntry): AgendaRowType {
  switch (entry.kind) {
    case 'meeting':
      return 'meeting';
    case 'offTime':
      return entry.offType === 'speaker' || entry.offType === 'translator' || entry.offType === 'moderator'
        ? entry.offType
        : 'break';
    case 'session':
      if (entry.state === 'pending') return 'waitingConfirmation';
      return entry.role === 'speaker' || entry.role === 'translator' || entry.role === 'moderator'
        ? entry.role
        : 'session';
  }
}

/** Agenda order: start, then end, then key, so equal times keep one order whatever the source. */
export function compareAgendaEntries(a: AgendaEntry, b: AgendaEntry): number {
  return a.startsAt - b.startsAt || a.endsAt - b.endsAt || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

/** The rows in agenda order with their type and state. */
export function agendaRows<E extends AgendaEntry>(
  entries: readonly E[],
  now: number,
  startingMs: number = AGENDA_STARTING_MS,
): AgendaRowView<E>[] {
  return [...entries]
    .sort(compareAgendaEntries)
    .map((entry) => ({ entry, type: agendaRowType(entry), state: upcomingState(entry, now, startingMs) }));
}

/** The rows by the day they start on in `timeZone` (event's or user's), days ascending. */
export function agendaDays<E extends AgendaEntry>(
  entries: readonly E[],
  now: number,
  timeZone: string,
  startingMs: number = AGENDA_STARTING_MS,
): AgendaDay<E>[] {
  const days: AgendaDay<E>[] = [];
  for (const row of agendaRows(entries, now, startingMs)) {
    const date = dateInZone(row.entry.startsAt, timeZone);
    const last = days[days.length - 1];
    if (last && last.date === date) last.rows.push(row);
    else days.push({ date, rows: [row] });
  }
  return days;
}

/**
 * The closest meeting: the earliest entry that has not ended and is not off-time — except a
 * speaker's off-time (offType speaker), which is their session. Pending and declined requests are
 * not in my day yet, so they are skipped too.
 */
export function closestMeeting<E extends AgendaEntry>(entries: readonly E[], now: number): E | null {
  const candidates = entries.filter(
    (e) =>
      now < e.endsAt &&
      (e.kind === 'meeting' ||
        (e.kind === 'session' && e.state === 'joined') ||
        (e.kind === 'offTime' && e.offType === 'speaker')),
  );
  return [...candidates].sort(compareAgendaEntries)[0] ?? null;
}

/** A meeting's Start button shows from MEETING_LIVE_MS before its start (inclusive) until its end. */
export function isMeetingLive(meeting: TimeSpan, now: number): boolean {
  return now < meeting.endsAt && meeting.startsAt - now <= MEETING_LIVE_MS;
}

/**
 * Adds or replaces an entry (after a join or a realtime update): an entry with the same key goes,
 * and so does my other seat in the same session — I sit in one occurrence of a session at a time
 * (rows of sessions I speak at, translate or moderate are not seats). Returns a new list in agenda order.
 */
export function addToAgenda<E extends AgendaEntry>(entries: readonly E[], added: E): E[] {
  const replaces = (e: E) =>
    e.key === added.key ||
    (added.kind === 'session' &&
      !runsSession(added.role) &&
      e.kind === 'session' &&
      !runsSession(e.role) &&
      e.sessionId === added.sessionId);
  return [...entries.filter((e) => !replaces(e)), added].sort(compareAgendaEntries);
}

/**
 * Removes an entry by key, or by session id (leave): my seat in any occurrence of that session,
 * pending or declined included, but not the rows of a session I speak at, translate or moderate.
 */
export function removeFromAgenda<E extends AgendaEntry>(
  entries: readonly E[],
  by: { key: string } | { sessionId: string },
): E[] {
  return entries.filter((e) =>
    'key' in by
      ? e.key !== by.key
      : !(e.kind === 'session' && e.sessionId === by.sessionId && !runsSession(e.role)),
  );
}

function runsSession(role: SessionRole): boolean {
  return role === 'speaker' || role === 'translator' || role === 'moderator';
}
