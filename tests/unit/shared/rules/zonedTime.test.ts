import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateInZone,
  daysBetween,
  isCalendarDate,
  offsetMinutes,
  resolveLocalTime,
  timeInZone,
} from '@shared/rules/zonedTime';
import { at, inViewerZone } from './instants';

describe('resolveLocalTime', () => {
  it.each([
    // Istanbul is UTC+3 all year: every wall-clock time exists once.
    [
      'Istanbul, an ordinary morning',
      '2026-03-06',
      '09:00',
      'Europe/Istanbul',
      '2026-03-06T06:00Z',
      'unique',
    ],
    [
      'Istanbul, the night Europe springs forward',
      '2026-03-29',
      '03:30',
      'Europe/Istanbul',
      '2026-03-29T00:30Z',
      'unique',
    ],
    [
      'New York, a minute before the gap',
      '2026-03-08',
      '01:59',
      'America/New_York',
      '2026-03-08T06:59Z',
      'unique',
    ],
    [
      'New York, 02:30 skipped: read with EST, lands at 03:30 EDT',
      '2026-03-08',
      '02:30',
      'America/New_York',
      '2026-03-08T07:30Z',
      'skipped',
    ],
    [
      'New York, 03:00 right after the gap',
      '2026-03-08',
      '03:00',
      'America/New_York',
      '2026-03-08T07:00Z',
      'unique',
    ],
    [
      'New York, 01:30 twice: the first, in EDT',
      '2026-11-01',
      '01:30',
      'America/New_York',
      '2026-11-01T05:30Z',
      'repeated',
    ],
    [
      'New York, 02:00 once after falling back',
      '2026-11-01',
      '02:00',
      'America/New_York',
      '2026-11-01T07:00Z',
      'unique',
    ],
    ['Berlin, 02:30 skipped', '2026-03-29', '02:30', 'Europe/Berlin', '2026-03-29T01:30Z', 'skipped'],
    [
      'Lord Howe, half an hour repeated',
      '2026-04-05',
      '01:45',
      'Australia/Lord_Howe',
      '2026-04-04T14:45Z',
      'repeated',
    ],
    ['Kolkata, a half-hour offset', '2026-03-06', '00:15', 'Asia/Kolkata', '2026-03-05T18:45Z', 'unique'],
  ])('%s', (_, date, time, zone, instant, kind) => {
    expect(resolveLocalTime(date, time, zone)).toEqual({ instant: at(instant), kind });
  });

  it('does not depend on the machine zone', () => {
    const read = () => resolveLocalTime('2026-11-01', '01:30', 'America/New_York');
    expect(inViewerZone('Asia/Tokyo', read)).toEqual(inViewerZone('Pacific/Honolulu', read));
  });

  it('refuses a date that does not exist', () => {
    expect(() => resolveLocalTime('2026-02-30', '09:00', 'UTC')).toThrow(RangeError);
  });
});

describe('dates and offsets in a zone', () => {
  it('puts an instant on the date of the zone, not of UTC', () => {
    const instant = at('2026-01-01T00:30+09:00'); // still 31 December in UTC and Honolulu
    expect(dateInZone(instant, 'Asia/Tokyo')).toBe('2026-01-01');
    expect(dateInZone(instant, 'UTC')).toBe('2025-12-31');
    expect(dateInZone(instant, 'Pacific/Honolulu')).toBe('2025-12-31');
    expect(timeInZone(instant, 'Pacific/Honolulu')).toBe('05:30');
  });

  it.each([
    ['Europe/Istanbul', '2026-07-01T12:00Z', 180],
    ['America/New_York', '2026-01-15T12:00Z', -300],
    ['America/New_York', '2026-07-01T12:00Z', -240],
    ['Asia/Kolkata', '2026-07-01T12:00Z', 330],
  ])('%s at %s is %i minutes from UTC', (zone, instant, minutes) => {
    expect(offsetMinutes(at(instant), zone)).toBe(minutes);
  });

  it('adds calendar days across month, year and DST changes', () => {
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-03-09', '2026-03-07')).toBe(-2);
  });

  it.each([
    ['2026-03-06', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-3-6', false],
    ['', false],
  ])('isCalendarDate(%j) → %s', (text, ok) => {
    expect(isCalendarDate(text)).toBe(ok);
  });
});
