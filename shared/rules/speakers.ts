import { fullName } from './personName';
import { sessionTimeLabel, type TimeSpan } from './sessionState';

/**
 * The speakers list and a speaker's details (spec networking §2 "The speaker card", §9 "speakers
 * sort A to Z or Z to A", "speaker sessions 4 at a time"). Each session's Live / Upcoming / Past
 * label is sessionTimeLabel (sessionState.ts), the program's rule.
 */

/** The job line's parts, blank ones as null: 'job title at company', one of them, or 'No Info'. */
export function jobLineParts(person: { jobTitle: string | null; company: string | null }): {
  jobTitle: string | null;
  company: string | null;
} {
  return { jobTitle: person.jobTitle?.trim() || null, company: person.company?.trim() || null };
}

export type NameOrder = 'asc' | 'desc';

/**
 * The speakers by full name A–Z ('asc') or Z–A ('desc'), as the reader's language sorts names
 * (case and accents second); the same name keeps one order both ways, by id.
 */
export function sortByName<P extends { id: string; name: string; surname: string | null }>(
  people: readonly P[],
  order: NameOrder,
  locale: string,
): P[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const sign = order === 'asc' ? 1 : -1;
  return [...people].sort(
    (a, b) => sign * collator.compare(fullName(a), fullName(b)) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/**
 * A speaker's sessions as the details list them: the ones not over yet (live and upcoming) by
 * start, then the past ones, the most recent first.
 */
export function sessionsByTime<S extends TimeSpan>(sessions: readonly S[], now: number): S[] {
  const byStart = [...sessions].sort((a, b) => a.startsAt - b.startsAt || a.endsAt - b.endsAt);
  const past = byStart.filter((s) => sessionTimeLabel(s, now) === 'past');
  return [...byStart.filter((s) => !past.includes(s)), ...past.reverse()];
}
