import { describe, expect, it } from 'vitest';
import {
  filterOptions,
  filterProgram,
  NO_FILTERS,
  openingEntry,
  programEntries,
} from '../../../../../renderer/src/features/sessions/programFilters';
import { aSession, occurrence, utc } from './builders';

/** The program's grouping by day (in the event's zone) and its date, track, type and search filters. */

const ISTANBUL = 'Europe/Istanbul';

const keynote = aSession({
  id: 'keynote',
  name: 'Opening keynote',
  tracks: ['AI & Data'],
  location: 'Main Stage',
  speakers: [
    {
      participantId: 'p1',
      name: 'Ada',
      surname: 'Lovelace',
      company: null,
      jobTitle: null,
      profilePhoto: null,
    },
  ],
  occurrences: [occurrence('k1', '2026-03-10T06:30:00Z', '2026-03-10T07:15:00Z')],
});
// 23:30 UTC on the 10th is 02:30 on the 11th in Istanbul (UTC+3).
const lateNight = aSession({
  id: 'late',
  name: 'Night owls (C++ edition)',
  tracks: ['Cloud & Platform'],
  occurrences: [occurrence('n1', '2026-03-10T23:30:00Z', '2026-03-11T00:30:00Z')],
});
const meetings = aSession({
  id: 'meet',
  name: '1:1 meetings',
  type: 'moostoo',
  occurrences: [
    occurrence('m2', '2026-03-10T11:30:00Z', '2026-03-10T12:00:00Z'),
    occurrence('m1', '2026-03-10T11:00:00Z', '2026-03-10T11:30:00Z'),
    occurrence('m3', '2026-03-11T11:00:00Z', '2026-03-11T11:30:00Z'),
  ],
});
const offTime = aSession({
  id: 'off',
  name: 'Break',
  type: '_participant_off_',
  occurrences: [occurrence('o1', '2026-03-10T09:00:00Z', '2026-03-10T10:00:00Z')],
});

const entries = programEntries([lateNight, meetings, keynote, offTime], ISTANBUL);
const newYorkEntries = programEntries([lateNight], 'America/New_York');

describe('program entries', () => {
  it('puts a session on the day of the event timezone, not of UTC', () => {
    expect(entries.find((e) => e.session.id === 'late')?.day).toBe('2026-03-11');
    expect(newYorkEntries[0]?.day).toBe('2026-03-10');
  });

  it('makes one entry per day for a session with several occurrences, in time order, and leaves off-time out', () => {
    expect(
      entries.map((e) => `${e.day} ${e.session.id} ${e.occurrences.map((o) => o.id).join(',')}`),
    ).toEqual(['2026-03-10 keynote k1', '2026-03-10 meet m1,m2', '2026-03-11 late n1', '2026-03-11 meet m3']);
    const day1 = entries.find((e) => e.session.id === 'meet' && e.day === '2026-03-10')!;
    expect([day1.startsAt, day1.endsAt]).toEqual([utc('2026-03-10T11:00:00Z'), utc('2026-03-10T12:00:00Z')]);
  });

  it('offers the days, tracks and types the program has', () => {
    expect(filterOptions(entries)).toEqual({
      days: ['2026-03-10', '2026-03-11'],
      tracks: ['AI & Data', 'Cloud & Platform'],
      types: ['normal', 'moostoo'],
    });
  });
});

describe('program filters', () => {
  const shown = (filters: Partial<typeof NO_FILTERS>) =>
    filterProgram(entries, { ...NO_FILTERS, ...filters }).map((d) => [
      d.day,
      d.entries.map((e) => e.session.id),
    ]);

  it('groups everything by day without filters', () => {
    expect(shown({})).toEqual([
      ['2026-03-10', ['keynote', 'meet']],
      ['2026-03-11', ['late', 'meet']],
    ]);
  });

  it('filters by date, track and type together', () => {
    expect(shown({ date: '2026-03-11' })).toEqual([['2026-03-11', ['late', 'meet']]]);
    expect(shown({ track: 'AI & Data' })).toEqual([['2026-03-10', ['keynote']]]);
    expect(shown({ type: 'moostoo', date: '2026-03-10' })).toEqual([['2026-03-10', ['meet']]]);
  });

  it('searches name, location, tracks and speakers case-insensitively, special characters as text', () => {
    expect(shown({ search: 'LOVELACE' })).toEqual([['2026-03-10', ['keynote']]]);
    expect(shown({ search: 'main stage' })).toEqual([['2026-03-10', ['keynote']]]);
    expect(shown({ search: '(c++' })).toEqual([['2026-03-11', ['late']]]);
    expect(shown({ search: '.*' })).toEqual([]);
  });
});

describe('where the program opens', () => {
  const opensAt = (iso: string) => {
    const entry = openingEntry(entries, utc(iso));
    return entry && [entry.day, entry.session.id];
  };

  it('stays at the top before the event and after it', () => {
    expect(opensAt('2026-03-10T05:00:00Z')).toBeNull();
    expect(opensAt('2026-03-12T00:00:00Z')).toBeNull();
  });

  it('opens at the session running now, else at the next one', () => {
    // 12:00 in Istanbul: the keynote is over, the meeting slots start at 14:00.
    expect(opensAt('2026-03-10T09:00:00Z')).toEqual(['2026-03-10', 'meet']);
    expect(opensAt('2026-03-10T11:15:00Z')).toEqual(['2026-03-10', 'meet']);
  });

  it('counts the day in the event’s zone: 02:45 in Istanbul is the 11th while UTC still says the 10th', () => {
    expect(opensAt('2026-03-10T23:45:00Z')).toEqual(['2026-03-11', 'late']);
  });

  it('opens at the next day when today has nothing left', () => {
    expect(opensAt('2026-03-10T13:00:00Z')).toEqual(['2026-03-11', 'late']);
  });
});
