import { describe, expect, it } from 'vitest';
import { jobLineParts, sessionsByTime, sortByName } from '@shared/rules/speakers';
import { at, span } from './instants';

describe('jobLineParts', () => {
  it('keeps both parts for "job title at company"', () => {
    expect(jobLineParts({ jobTitle: 'CTO', company: 'Acme' })).toEqual({ jobTitle: 'CTO', company: 'Acme' });
  });

  it('treats blank parts as missing, so the card writes one part or "No Info"', () => {
    expect(jobLineParts({ jobTitle: '  ', company: 'Acme ' })).toEqual({ jobTitle: null, company: 'Acme' });
    expect(jobLineParts({ jobTitle: null, company: '' })).toEqual({ jobTitle: null, company: null });
  });
});

describe('sortByName', () => {
  const person = (id: string, name: string, surname: string | null) => ({ id, name, surname });
  const people = [
    person('1', 'zeynep', 'Kaya'),
    person('2', 'Ümit', 'Demir'),
    person('3', 'Ahmet', null),
    person('4', 'Çağla', 'Er'),
    person('5', 'Ahmet', ''),
  ];
  const ids = (list: { id: string }[]) => list.map((p) => p.id);

  it('sorts A–Z by full name, ignoring case, in the reader’s language', () => {
    expect(ids(sortByName(people, 'asc', 'tr'))).toEqual(['3', '5', '4', '2', '1']);
  });

  it('Z–A is the reverse, the same names still ordered by id', () => {
    expect(ids(sortByName(people, 'desc', 'tr'))).toEqual(['1', '2', '4', '3', '5']);
  });

  it('places letters by the language: Turkish Ç is a letter after C, English sorts it as C', () => {
    const letters = [person('ça', 'Çağla', null), person('cu', 'Cuma', null)];
    expect(ids(sortByName(letters, 'asc', 'tr'))).toEqual(['cu', 'ça']);
    expect(ids(sortByName(letters, 'asc', 'en'))).toEqual(['ça', 'cu']);
  });

  it('does not reorder its input', () => {
    const copy = [...people];
    sortByName(people, 'desc', 'en');
    expect(people).toEqual(copy);
  });
});

describe('sessionsByTime', () => {
  const session = (id: string, start: string, end: string) => ({ id, ...span(start, end) });
  const pastOld = session('past-old', '2026-03-10T09:00+03:00', '2026-03-10T10:00+03:00');
  const pastRecent = session('past-recent', '2026-03-12T09:00+03:00', '2026-03-12T10:00+03:00');
  const live = session('live', '2026-03-14T11:30+03:00', '2026-03-14T12:30+03:00');
  const soon = session('soon', '2026-03-14T14:00+03:00', '2026-03-14T15:00+03:00');
  const later = session('later', '2026-03-20T09:00+03:00', '2026-03-20T10:00+03:00');
  const now = at('2026-03-14T12:00+03:00');

  it('lists live and upcoming sessions by start, then past ones most recent first', () => {
    const order = sessionsByTime([later, pastOld, soon, pastRecent, live], now).map((s) => s.id);
    expect(order).toEqual(['live', 'soon', 'later', 'past-recent', 'past-old']);
  });

  it('a session that ends now is past, one that starts now is not', () => {
    const endsNow = session('ends-now', '2026-03-14T11:00+03:00', '2026-03-14T12:00+03:00');
    const startsNow = session('starts-now', '2026-03-14T12:00+03:00', '2026-03-14T13:00+03:00');
    expect(sessionsByTime([endsNow, startsNow], now).map((s) => s.id)).toEqual(['starts-now', 'ends-now']);
  });
});
