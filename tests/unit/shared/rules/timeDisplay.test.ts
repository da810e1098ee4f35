import { describe, expect, it } from 'vitest';
import {
  formatInstant,
  formatTimeRange,
  formatZonedRange,
  offsetLabel,
  viewerTimeZone,
  zonesDiffer,
  type TimeDisplayOptions,
} from '@shared/rules/timeDisplay';
import { at, inViewerZone, span } from './instants';

/** Intl puts narrow no-break spaces in "9:00 AM"; compare with plain spaces. */
function plain(text: string): string {
  return text.replace(/[\u2009\u202f\u00a0]/g, ' ');
}

function display(
  start: string,
  end: string,
  options: Partial<TimeDisplayOptions> & Pick<TimeDisplayOptions, 'userTimeZone'>,
) {
  const shown = formatTimeRange(span(start, end), {
    eventTimeZone: 'Europe/Istanbul',
    lead: 'event',
    locale: 'en-GB',
    ...options,
  });
  return {
    lead: `${plain(shown.lead.text)} ${shown.lead.offsetLabel}`,
    other: shown.other ? `${plain(shown.other.text)} ${shown.other.offsetLabel}` : null,
    otherDayOffset: shown.otherDayOffset,
  };
}

describe('formatTimeRange (DECISIONS 8)', () => {
  it.each([
    [
      'the same zone: one time',
      ['2026-03-06T10:00+03:00', '2026-03-06T11:00+03:00'],
      { userTimeZone: 'Europe/Istanbul' },
      { lead: '10:00 – 11:00 GMT+3', other: null, otherDayOffset: 0 },
    ],
    [
      'another zone with the same clock (Minsk, UTC+3): one time',
      ['2026-03-06T10:00+03:00', '2026-03-06T11:00+03:00'],
      { userTimeZone: 'Europe/Minsk' },
      { lead: '10:00 – 11:00 GMT+3', other: null, otherDayOffset: 0 },
    ],
    [
      'a London viewer: event time first, theirs beside it',
      ['2026-03-06T10:00+03:00', '2026-03-06T11:00+03:00'],
      { userTimeZone: 'Europe/London' },
      { lead: '10:00 – 11:00 GMT+3', other: '07:00 – 08:00 GMT', otherDayOffset: 0 },
    ],
    [
      'the viewer chose to lead with their own time',
      ['2026-03-06T10:00+03:00', '2026-03-06T11:00+03:00'],
      { userTimeZone: 'Europe/London', lead: 'user' as const },
      { lead: '07:00 – 08:00 GMT', other: '10:00 – 11:00 GMT+3', otherDayOffset: 0 },
    ],
    [
      'across midnight in Istanbul, not in London',
      ['2026-03-06T23:30+03:00', '2026-03-07T00:30+03:00'],
      { userTimeZone: 'Europe/London' },
      { lead: '23:30 – 00:30 (+1) GMT+3', other: '20:30 – 21:30 GMT', otherDayOffset: 0 },
    ],
    [
      'already tomorrow in Tokyo',
      ['2026-03-06T20:00+03:00', '2026-03-06T21:00+03:00'],
      { userTimeZone: 'Asia/Tokyo' },
      { lead: '20:00 – 21:00 GMT+3', other: '02:00 – 03:00 GMT+9', otherDayOffset: 1 },
    ],
    [
      'still yesterday in Los Angeles',
      ['2026-03-06T08:00+03:00', '2026-03-06T09:00+03:00'],
      { userTimeZone: 'America/Los_Angeles' },
      { lead: '08:00 – 09:00 GMT+3', other: '21:00 – 22:00 GMT-8', otherDayOffset: -1 },
    ],
    [
      'a half-hour zone (Kolkata)',
      ['2026-03-06T10:00+03:00', '2026-03-06T11:00+03:00'],
      { userTimeZone: 'Asia/Kolkata' },
      { lead: '10:00 – 11:00 GMT+3', other: '12:30 – 13:30 GMT+5:30', otherDayOffset: 0 },
    ],
  ])('%s', (_, [start, end], options, expected) => {
    expect(display(start!, end!, options)).toEqual(expected);
  });

  describe('a New York event on the night clocks spring forward, seen from Istanbul', () => {
    const ny = { eventTimeZone: 'America/New_York', userTimeZone: 'Europe/Istanbul' };

    it('shows the one-hour 01:30–03:30 and the offsets on both sides of the gap', () => {
      const shown = formatTimeRange(span('2026-03-08T01:30-05:00', '2026-03-08T03:30-04:00'), {
        ...ny,
        lead: 'event',
        locale: 'en-GB',
      });
      expect(shown.lead).toMatchObject({
        start: '01:30',
        end: '03:30',
        offsetLabel: 'GMT-5',
        endDayOffset: 0,
      });
      expect(shown.other).toMatchObject({ start: '09:30', end: '10:30', offsetLabel: 'GMT+3' });
    });

    it('shows a zone pair that differs only after the change (London and Lisbon stay equal, New York moves)', () => {
      // London and New York are 5 hours apart in winter, 4 after New York springs forward.
      const s = span('2026-03-08T01:00-05:00', '2026-03-08T04:00-04:00');
      expect(zonesDiffer('Europe/London', 'Europe/Lisbon', s)).toBe(false);
      expect(zonesDiffer('Europe/London', 'America/New_York', s)).toBe(true);
    });
  });

  it('tells the two 01:30s apart when New York falls back', () => {
    const first = formatZonedRange(
      span('2026-11-01T01:30-04:00', '2026-11-01T01:45-04:00'),
      'America/New_York',
      'en-GB',
    );
    const second = formatZonedRange(
      span('2026-11-01T01:30-05:00', '2026-11-01T01:45-05:00'),
      'America/New_York',
      'en-GB',
    );
    expect([first.text, first.offsetLabel]).toEqual(['01:30 – 01:45', 'GMT-4']);
    expect([second.text, second.offsetLabel]).toEqual(['01:30 – 01:45', 'GMT-5']);
  });

  it('uses the locale clock', () => {
    const s = span('2026-03-06T14:00+03:00', '2026-03-06T15:30+03:00');
    expect(plain(formatZonedRange(s, 'Europe/Istanbul', 'en-US').text)).toBe('02:00 PM – 03:30 PM');
    expect(formatZonedRange(s, 'Europe/Istanbul', 'tr-TR').text).toBe('14:00 – 15:30');
    expect(formatZonedRange(s, 'Europe/Istanbul', 'ru-RU').text).toBe('14:00 – 15:30');
  });

  it('does not read the machine zone', () => {
    const s = span('2026-03-06T10:00+03:00', '2026-03-06T11:00+03:00');
    const options = {
      eventTimeZone: 'Europe/Istanbul',
      userTimeZone: 'Asia/Tokyo',
      lead: 'event' as const,
      locale: 'en-GB',
    };
    expect(inViewerZone('Pacific/Honolulu', () => formatTimeRange(s, options))).toEqual(
      inViewerZone('Asia/Kathmandu', () => formatTimeRange(s, options)),
    );
  });

  it('shows an unknown zone as UTC instead of throwing', () => {
    const shown = formatZonedRange(
      span('2026-03-06T10:00+03:00', '2026-03-06T11:00+03:00'),
      'Mars/Olympus',
      'en-GB',
    );
    expect([shown.timeZone, shown.text, shown.offsetLabel]).toEqual(['UTC', '07:00 – 08:00', 'GMT']);
  });
});

describe('viewerTimeZone (issue 20: one zone for every screen)', () => {
  it.each([
    [
      'the profile names a zone: it, whatever the device says',
      'Europe/Istanbul',
      'America/New_York',
      'Europe/Istanbul',
    ],
    ['the profile names none: the device zone', null, 'America/New_York', 'America/New_York'],
    ['an empty profile zone is none', '', 'Asia/Tokyo', 'Asia/Tokyo'],
    ['a profile zone Intl does not know: the device zone', 'Mars/Olympus', 'Asia/Tokyo', 'Asia/Tokyo'],
    ['neither known: UTC', undefined, 'Mars/Olympus', 'UTC'],
  ])('%s', (_case, profileZone, deviceZone, zone) => {
    expect(viewerTimeZone(profileZone, deviceZone)).toBe(zone);
  });
});

describe('formatInstant (the one formatter)', () => {
  // The meeting request of issue 20: 19:47Z read by a person whose profile says Istanbul in a
  // browser set to another zone — every screen writes the profile's 22:47, never the browser's.
  const request = at('2026-11-27T19:47Z');

  it('writes an instant in the zone given, not the machine zone', () => {
    const zone = viewerTimeZone('Europe/Istanbul', 'Europe/London');
    const shown = (machine: string) =>
      inViewerZone(machine, () => plain(formatInstant(request, 'time', zone, 'en-US')));
    expect(shown('Europe/London')).toBe('10:47 PM');
    expect(shown('America/New_York')).toBe('10:47 PM');
  });

  it('writes the same instant alike in every style of a screen (invitation card and chat message)', () => {
    expect(plain(formatInstant(request, 'dateTime', 'Europe/Istanbul', 'en-GB'))).toBe('27 Nov, 22:47');
    expect(formatInstant(request, 'time', 'Europe/Istanbul', 'en-GB')).toBe('22:47');
    expect(formatInstant(request, 'longDate', 'Europe/Istanbul', 'tr')).toBe('27 Kasım 2026');
  });

  it('follows a DST change of the zone: the same UTC hour reads an hour apart across it', () => {
    // New York springs forward on 2026-03-08: 14:00Z is 09:00 EST before and 10:00 EDT after.
    expect(formatInstant(at('2026-03-07T14:00Z'), 'time', 'America/New_York', 'en-GB')).toBe('09:00');
    expect(formatInstant(at('2026-03-09T14:00Z'), 'time', 'America/New_York', 'en-GB')).toBe('10:00');
    // Istanbul keeps +3 all year: the same hour both days.
    expect(formatInstant(at('2026-03-09T14:00Z'), 'time', 'Europe/Istanbul', 'en-GB')).toBe('17:00');
  });

  it('dates an instant by the zone: late evening in New York is the next day in Istanbul', () => {
    const late = at('2026-11-27T23:30-05:00');
    expect(formatInstant(late, 'longDate', 'America/New_York', 'en-GB')).toBe('27 November 2026');
    expect(formatInstant(late, 'longDate', 'Europe/Istanbul', 'en-GB')).toBe('28 November 2026');
  });

  it('writes an unknown zone as UTC instead of throwing', () => {
    expect(formatInstant(request, 'time', 'Mars/Olympus', 'en-GB')).toBe('19:47');
  });
});

describe('the program keeps the event clock beside the viewer zone', () => {
  it('shows the event time first and the profile zone beside it when they differ', () => {
    const userTimeZone = viewerTimeZone('America/New_York', 'Europe/London');
    const shown = display('2026-03-06T10:00+03:00', '2026-03-06T11:00+03:00', { userTimeZone });
    expect(shown).toEqual({ lead: '10:00 – 11:00 GMT+3', other: '02:00 – 03:00 GMT-5', otherDayOffset: 0 });
  });
});

describe('offsetLabel', () => {
  it.each([
    ['Europe/Istanbul', '2026-07-01T12:00Z', 'GMT+3'],
    ['America/New_York', '2026-01-15T12:00Z', 'GMT-5'],
    ['America/New_York', '2026-07-01T12:00Z', 'GMT-4'],
    ['Asia/Kathmandu', '2026-07-01T12:00Z', 'GMT+5:45'],
    ['America/St_Johns', '2026-01-15T12:00Z', 'GMT-3:30'],
    ['UTC', '2026-07-01T12:00Z', 'GMT'],
  ])('%s at %s → %s', (zone, instant, label) => {
    expect(offsetLabel(at(instant), zone)).toBe(label);
  });
});
