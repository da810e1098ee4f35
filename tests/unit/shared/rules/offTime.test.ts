import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  offTimeDates,
  offTimeOptions,
  offTimeSpan,
  validateOffTime,
  type OffTimeContext,
  type OffTimeForm,
} from '@shared/rules/offTime';
import { at } from './instants';

/** The Bosphorus-style event: Istanbul (UTC+3, no DST), 6–8 March 2026, ending 18:00 on the 8th. */
const istanbul: Omit<OffTimeContext, 'now'> = {
  timeZone: 'Europe/Istanbul',
  eventEndsAt: at('2026-03-08T18:00+03:00'),
};

/** A New York event over the spring-forward weekend, and one over the fall-back weekend. */
const newYorkSpring: Omit<OffTimeContext, 'now'> = {
  timeZone: 'America/New_York',
  eventEndsAt: at('2026-03-08T18:00-04:00'),
};
const newYorkFall: Omit<OffTimeContext, 'now'> = {
  timeZone: 'America/New_York',
  eventEndsAt: at('2026-11-01T18:00-05:00'),
};

function form(overrides: Partial<OffTimeForm> = {}): OffTimeForm {
  return { date: '2026-03-07', startTime: '12:00', endTime: '13:00', ...overrides };
}

describe('offTimeDates: today through the event end plus one day, in the zone', () => {
  it.each([
    [
      'before the event',
      '2026-03-04T10:00+03:00',
      ['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09'],
    ],
    ['on its last day', '2026-03-08T10:00+03:00', ['2026-03-08', '2026-03-09']],
    ['on the day after', '2026-03-09T23:59+03:00', ['2026-03-09']],
    ['two days after', '2026-03-10T00:00+03:00', []],
    // 22:30Z on the 7th is already 01:30 on the 8th in Istanbul: today is the 8th.
    ['just after local midnight, still yesterday in UTC', '2026-03-07T22:30Z', ['2026-03-08', '2026-03-09']],
  ])('%s', (_, now, dates) => {
    expect(offTimeDates(at(now), istanbul.timeZone, istanbul.eventEndsAt)).toEqual(dates);
  });

  it('counts an end at exactly midnight as the day before', () => {
    const endsAtMidnight = at('2026-03-09T00:00+03:00');
    expect(offTimeDates(at('2026-03-08T10:00+03:00'), 'Europe/Istanbul', endsAtMidnight)).toEqual([
      '2026-03-08',
      '2026-03-09',
    ]);
  });

  it('uses the zone it is given, not UTC and not the machine: Tokyo is a day ahead of Honolulu', () => {
    const now = at('2026-03-08T20:00Z'); // Monday 05:00 in Tokyo, Sunday 10:00 in Honolulu
    const end = at('2026-03-08T21:00Z');
    expect(offTimeDates(now, 'Asia/Tokyo', end)).toEqual(['2026-03-09', '2026-03-10']);
    expect(offTimeDates(now, 'Pacific/Honolulu', end)).toEqual(['2026-03-08', '2026-03-09']);
  });

  it('steps calendar days across the New York DST change (a 23-hour day)', () => {
    expect(
      offTimeDates(at('2026-03-07T09:00-05:00'), newYorkSpring.timeZone, newYorkSpring.eventEndsAt),
    ).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
  });
});

describe('offTimeOptions: 15-minute steps, without times a DST gap skips', () => {
  it('offers 96 times on an ordinary day', () => {
    const times = offTimeOptions('2026-03-07', 'Europe/Istanbul');
    expect(times).toHaveLength(96);
    expect(times.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(times.at(-1)).toBe('23:45');
  });

  it('leaves out 02:00–02:45 when New York springs forward', () => {
    const times = offTimeOptions('2026-03-08', 'America/New_York');
    expect(times).toHaveLength(92);
    expect(times).toContain('01:45');
    expect(times).not.toContain('02:00');
    expect(times).not.toContain('02:45');
    expect(times).toContain('03:00');
  });

  it('offers 01:00–01:45 once when New York falls back (the first of the two)', () => {
    expect(offTimeOptions('2026-11-01', 'America/New_York')).toHaveLength(96);
  });

  it('keeps every time in Istanbul the night Europe springs forward', () => {
    expect(offTimeOptions('2026-03-29', 'Europe/Istanbul')).toHaveLength(96);
  });

  it('takes another step', () => {
    expect(offTimeOptions('2026-03-07', 'UTC', 30)).toHaveLength(48);
  });
});

describe('validateOffTime', () => {
  const now = at('2026-03-06T10:00+03:00');
  const ctx = { ...istanbul, now };

  it('accepts a valid form with its instants', () => {
    expect(validateOffTime(form(), ctx)).toEqual({
      ok: true,
      value: {
        date: '2026-03-07',
        startTime: '12:00',
        endTime: '13:00',
        timezone: 'Europe/Istanbul',
        startsAt: at('2026-03-07T12:00+03:00'),
        endsAt: at('2026-03-07T13:00+03:00'),
      },
    });
  });

  it.each<[string, Partial<OffTimeForm>, object]>([
    ['no date', { date: '' }, { date: 'validation.error.required' }],
    ['no start', { startTime: '' }, { startTime: 'validation.error.required' }],
    ['no end', { endTime: '' }, { endTime: 'validation.error.required' }],
    [
      'nothing set',
      { date: '', startTime: '', endTime: '' },
      {
        date: 'validation.error.required',
        startTime: 'validation.error.required',
        endTime: 'validation.error.required',
      },
    ],
    ['a date that does not exist', { date: '2026-02-30' }, { date: 'validation.error.date' }],
    ['yesterday', { date: '2026-03-05' }, { date: 'validation.error.dateOutOfRange' }],
    ['two days after the end', { date: '2026-03-10' }, { date: 'validation.error.dateOutOfRange' }],
    ['a time that is no time', { startTime: '25:00' }, { startTime: 'validation.error.time' }],
    ['off the 15-minute grid', { endTime: '13:10' }, { endTime: 'validation.error.timeStep' }],
    [
      'start equal to end',
      { startTime: '13:00', endTime: '13:00' },
      { endTime: 'validation.error.startBeforeEnd' },
    ],
    [
      'start after end',
      { startTime: '14:00', endTime: '13:00' },
      { endTime: 'validation.error.startBeforeEnd' },
    ],
    [
      'across midnight (22:00 to 01:00): not one day',
      { startTime: '22:00', endTime: '01:00' },
      { endTime: 'validation.error.startBeforeEnd' },
    ],
  ])('refuses %s', (_, overrides, errors) => {
    expect(validateOffTime(form(overrides), ctx)).toEqual({ ok: false, errors });
  });

  it('accepts the day after the event end', () => {
    expect(validateOffTime(form({ date: '2026-03-09' }), ctx).ok).toBe(true);
  });

  it('accepts 23:00–23:45, the last slot before midnight', () => {
    expect(validateOffTime(form({ startTime: '23:00', endTime: '23:45' }), ctx).ok).toBe(true);
  });

  describe('New York, spring forward (2026-03-08, 02:00 → 03:00)', () => {
    const springCtx = { ...newYorkSpring, now: at('2026-03-07T09:00-05:00') };

    it('refuses a start the clocks skip (02:30 does not exist)', () => {
      expect(
        validateOffTime(form({ date: '2026-03-08', startTime: '02:30', endTime: '04:00' }), springCtx),
      ).toEqual({
        ok: false,
        errors: { startTime: 'validation.error.timeSkipped' },
      });
    });

    it('makes 01:30–03:30 one hour of elapsed time', () => {
      const result = validateOffTime(
        form({ date: '2026-03-08', startTime: '01:30', endTime: '03:30' }),
        springCtx,
      );
      expect(result).toMatchObject({
        ok: true,
        value: { startsAt: at('2026-03-08T01:30-05:00'), endsAt: at('2026-03-08T03:30-04:00') },
      });
      if (result.ok) expect(result.value.endsAt - result.value.startsAt).toBe(60 * 60_000);
    });

    it('still checks the skipped time on the same date in another zone: Istanbul has no gap', () => {
      const istCtx = {
        timeZone: 'Europe/Istanbul',
        eventEndsAt: at('2026-03-08T18:00+03:00'),
        now: springCtx.now,
      };
      expect(
        validateOffTime(form({ date: '2026-03-08', startTime: '02:30', endTime: '04:00' }), istCtx).ok,
      ).toBe(true);
    });
  });

  describe('New York, fall back (2026-11-01, 02:00 EDT → 01:00 EST)', () => {
    const fallCtx = { ...newYorkFall, now: at('2026-10-31T09:00-04:00') };

    it('reads 01:30 as the first 01:30 (EDT)', () => {
      expect(
        validateOffTime(form({ date: '2026-11-01', startTime: '01:30', endTime: '02:00' }), fallCtx),
      ).toMatchObject({
        ok: true,
        // The first 01:30 to 02:00 EST is an hour and a half of elapsed time.
        value: { startsAt: at('2026-11-01T01:30-04:00'), endsAt: at('2026-11-01T02:00-05:00') },
      });
    });

    it('makes 00:00–03:00 four hours long', () => {
      const result = validateOffTime(
        form({ date: '2026-11-01', startTime: '00:00', endTime: '03:00' }),
        fallCtx,
      );
      expect(result.ok && result.value.endsAt - result.value.startsAt).toBe(4 * 60 * 60_000);
    });
  });

  describe('with the clock frozen', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      vi.setSystemTime(new Date('2026-03-08T20:59Z')); // 23:59 on the 8th in Istanbul
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('offers today and tomorrow an hour before midnight, and refuses yesterday', () => {
      const frozen = { ...istanbul, now: Date.now() };
      expect(offTimeDates(frozen.now, frozen.timeZone, frozen.eventEndsAt)).toEqual([
        '2026-03-08',
        '2026-03-09',
      ]);
      expect(validateOffTime(form({ date: '2026-03-07' }), frozen)).toEqual({
        ok: false,
        errors: { date: 'validation.error.dateOutOfRange' },
      });
    });
  });
});

describe('offTimeSpan', () => {
  it('converts the payload in its own zone, whatever the event zone', () => {
    expect(
      offTimeSpan({ date: '2026-03-07', startTime: '09:00', endTime: '10:00', timezone: 'Asia/Tokyo' }),
    ).toEqual({
      startsAt: at('2026-03-07T09:00+09:00'),
      endsAt: at('2026-03-07T10:00+09:00'),
    });
  });
});
