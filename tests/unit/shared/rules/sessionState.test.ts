import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AGENDA_STARTING_MS, SESSION_STARTING_MS } from '@shared/constants';
import { occurrencesTiming, sessionTimeLabel, upcomingState } from '@shared/rules/sessionState';
import { at, span } from './instants';

// A late-night session in Istanbul (UTC+3, no DST) that crosses local midnight.
const lateNight = span('2026-03-14T23:30+03:00', '2026-03-15T00:30+03:00');

describe('upcomingState in agenda views (AGENDA_STARTING_MS, 5 minutes)', () => {
  it.each([
    ['an hour before', '2026-03-14T22:30+03:00', 'notstarted'],
    ['exactly 5 minutes before', '2026-03-14T23:25+03:00', 'notstarted'],
    ['5 minutes less a millisecond before', '2026-03-14T23:25:00.001+03:00', 'starting'],
    ['a second before', '2026-03-14T23:29:59+03:00', 'starting'],
    ['at the start', '2026-03-14T23:30+03:00', 'started'],
    ['past local midnight', '2026-03-15T00:10+03:00', 'started'],
    ['a millisecond before the end', '2026-03-15T00:29:59.999+03:00', 'started'],
    ['at the end', '2026-03-15T00:30+03:00', 'expired'],
    ['a day later', '2026-03-16T00:30+03:00', 'expired'],
  ])('%s → %s', (_, now, state) => {
    expect(upcomingState(lateNight, at(now), AGENDA_STARTING_MS)).toBe(state);
  });
});

describe('upcomingState in the session view (SESSION_STARTING_MS, 15 minutes)', () => {
  it.each([
    ['exactly 15 minutes before', '2026-03-14T23:15+03:00', 'notstarted'],
    ['14 minutes before', '2026-03-14T23:16+03:00', 'starting'],
    ['10 minutes before (not yet starting in the agenda)', '2026-03-14T23:20+03:00', 'starting'],
    ['at the start', '2026-03-14T23:30+03:00', 'started'],
  ])('%s → %s', (_, now, state) => {
    expect(upcomingState(lateNight, at(now), SESSION_STARTING_MS)).toBe(state);
  });

  it('counts the threshold in elapsed time across the New York spring-forward gap', () => {
    // 03:05 EDT on 2026-03-08 is 07:05Z; 15 minutes earlier is 06:50Z = 01:50 EST, a 75-minute
    // stretch of wall clock. The session is starting from 01:50:00.001 EST on.
    const early = span('2026-03-08T03:05-04:00', '2026-03-08T04:00-04:00');
    expect(upcomingState(early, at('2026-03-08T01:50-05:00'), SESSION_STARTING_MS)).toBe('notstarted');
    expect(upcomingState(early, at('2026-03-08T01:55-05:00'), SESSION_STARTING_MS)).toBe('starting');
  });

  it('tells the two 01:30s apart when New York falls back', () => {
    // A session 01:00–02:00 EST: the second 01:00 of 2026-11-01.
    const second = span('2026-11-01T01:00-05:00', '2026-11-01T02:00-05:00');
    // The first 01:30 (EDT) is 30 minutes before it, the second (EST) inside it.
    expect(upcomingState(second, at('2026-11-01T01:30-04:00'), AGENDA_STARTING_MS)).toBe('notstarted');
    expect(upcomingState(second, at('2026-11-01T01:30-05:00'), AGENDA_STARTING_MS)).toBe('started');
  });
});

describe('sessionTimeLabel', () => {
  it.each([
    ['a minute before the start', '2026-03-14T23:29+03:00', 'upcoming'],
    ['at the start', '2026-03-14T23:30+03:00', 'live'],
    ['after midnight in Istanbul, still the 14th in UTC', '2026-03-15T00:15+03:00', 'live'],
    ['at the end', '2026-03-15T00:30+03:00', 'past'],
  ])('%s → %s', (_, now, label) => {
    expect(sessionTimeLabel(lateNight, at(now))).toBe(label);
  });

  it('makes exactly one of two back-to-back sessions live at the boundary', () => {
    const first = span('2026-03-14T09:00+03:00', '2026-03-14T10:00+03:00');
    const second = span('2026-03-14T10:00+03:00', '2026-03-14T11:00+03:00');
    const ten = at('2026-03-14T10:00+03:00');
    expect([sessionTimeLabel(first, ten), sessionTimeLabel(second, ten)]).toEqual(['past', 'live']);
  });
});

describe('occurrencesTiming', () => {
  const day1 = { id: 'day1', ...span('2026-03-06T10:00+03:00', '2026-03-06T11:00+03:00') };
  const day2 = { id: 'day2', ...span('2026-03-07T10:00+03:00', '2026-03-07T11:00+03:00') };
  const day3 = { id: 'day3', ...span('2026-03-08T10:00+03:00', '2026-03-08T11:00+03:00') };
  const timing = (now: string, occurrences = [day3, day1, day2]) => {
    const t = occurrencesTiming(occurrences, at(now), SESSION_STARTING_MS);
    return { current: t.current?.id ?? null, state: t.state, allExpired: t.allExpired };
  };

  it.each([
    [
      'before the first',
      '2026-03-06T09:00+03:00',
      { current: 'day1', state: 'notstarted', allExpired: false },
    ],
    ['during the first', '2026-03-06T10:30+03:00', { current: 'day1', state: 'started', allExpired: false }],
    [
      'between the first and second',
      '2026-03-06T18:00+03:00',
      { current: 'day2', state: 'notstarted', allExpired: false },
    ],
    [
      '10 minutes before the second',
      '2026-03-07T09:50+03:00',
      { current: 'day2', state: 'starting', allExpired: false },
    ],
    ['after the last', '2026-03-08T11:00+03:00', { current: 'day3', state: 'expired', allExpired: true }],
  ])('%s → %j', (_, now, expected) => {
    expect(timing(now)).toEqual(expected);
  });

  it('is expired with no current occurrence for a session without any', () => {
    expect(timing('2026-03-06T09:00+03:00', [])).toEqual({
      current: null,
      state: 'expired',
      allExpired: true,
    });
  });

  describe('with the clock frozen', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      vi.setSystemTime(new Date('2026-03-07T07:30Z')); // 10:30 in Istanbul
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('reads Date.now() the way the session view calls it', () => {
      const t = occurrencesTiming([day1, day2, day3], Date.now(), SESSION_STARTING_MS);
      expect([t.current?.id, t.state]).toEqual(['day2', 'started']);
    });
  });
});
