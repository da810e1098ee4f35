import { dateInZone } from '@shared/rules/zonedTime';
import type { Session, SessionOccurrence, SessionType } from '@shared/schemas/sessions';
import { fullName } from '@shared/rules/personName';

/** What the program's filter bar holds; empty strings mean "all". */
export interface ProgramFilters {
  /** yyyy-LL-dd in the event's timezone. */
  date: string;
  track: string;
  type: string;
  search: string;
}

export const NO_FILTERS: ProgramFilters = { date: '', track: '', type: '', search: '' };

/** One card of the program: a session on one day, with that day's occurrences. */
export interface ProgramEntry {
  session: Session;
  day: string;
  occurrences: SessionOccurrence[];
  startsAt: number;
  endsAt: number;
}

export interface ProgramDay {
  day: string;
  entries: ProgramEntry[];
}

/** Program types only: off-time never shows in the program. */
const PROGRAM_TYPES: readonly SessionType[] = ['normal', 'moostoo', 'moostoo_meeting'];

/** Splits every session into one entry per day of the event's timezone it has occurrences on. */
export function programEntries(sessions: readonly Session[], timeZone: string): ProgramEntry[] {
  const entries: ProgramEntry[] = [];
  for (const session of sessions) {
    if (!PROGRAM_TYPES.includes(session.type)) continue;
    const byDay = new Map<string, SessionOccurrence[]>();
    for (const occurrence of session.occurrences) {
      const day = dateInZone(occurrence.startsAt, timeZone);
      const list = byDay.get(day) ?? [];
      list.push(occurrence);
      byDay.set(day, list);
    }
    for (const [day, occurrences] of byDay) {
      occurrences.sort((a, b) => a.startsAt - b.startsAt || a.endsAt - b.endsAt);
      entries.push({
        session,
        day,
        occurrences,
        startsAt: occurrences[0]!.startsAt,
        endsAt: Math.max(...occurrences.map((o) => o.endsAt)),
      });
    }
  }
  return entries.sort(
    (a, b) => a.startsAt - b.startsAt || a.endsAt - b.endsAt || a.session.name.localeCompare(b.session.name),
  );
}

/** The choices each filter offers, from what the program holds. */
export function filterOptions(entries: readonly ProgramEntry[]) {
  const days = [...new Set(entries.map((e) => e.day))].sort();
  const tracks = [...new Set(entries.flatMap((e) => e.session.tracks))].sort((a, b) => a.localeCompare(b));
  const types = PROGRAM_TYPES.filter((t) => entries.some((e) => e.session.type === t));
  return { days, tracks, types };
}

/** Text a search matches: name, location, tracks and the people on stage. */
function searchableText(session: Session): string {
  const people = [...session.speakers, ...session.moderators, ...session.translators].map(fullName);
  return [session.name, session.location ?? '', ...session.tracks, ...people].join('\n').toLocaleLowerCase();
}

/**
 * The entries the filters let through, grouped by day in order. Search is a case-insensitive
 * substring match (spec core §5): plain text, so characters such as "(" or "*" mean themselves.
 */
export function filterProgram(entries: readonly ProgramEntry[], filters: ProgramFilters): ProgramDay[] {
  const needle = filters.search.trim().toLocaleLowerCase();
  const days = new Map<string, ProgramEntry[]>();
  for (const entry of entries) {
    if (filters.date && entry.day !== filters.date) continue;
    if (filters.track && !entry.session.tracks.includes(filters.track)) continue;
    if (filters.type && entry.session.type !== filters.type) continue;
    if (needle && !searchableText(entry.session).includes(needle)) continue;
    const list = days.get(entry.day) ?? [];
    list.push(entry);
    days.set(entry.day, list);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, list]) => ({ day, entries: list }));
}

/**
 * Where the program opens: the first entry not over yet — the session running now or the next
 * one, today's when today (in the event's zone, which `day` is in) still has one, else the next
 * day's. null keeps the program at its top: before the event (the first entry is the next one)
 * and after it (every entry has ended).
 */
export function openingEntry(entries: readonly ProgramEntry[], now: number): ProgramEntry | null {
  const index = entries.findIndex((e) => now < e.endsAt);
  return index > 0 ? entries[index]! : null;
}
