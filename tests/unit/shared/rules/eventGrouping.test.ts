import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  eventState,
  formatEventDate,
  groupEvents,
  isEventFinished,
  isEventLive,
  type GroupedEvents,
} from '@shared/rules/eventGrouping';
import { eventSummary, type EventSummary } from '@shared/schemas/event';

// Every instant below is written with its UTC offset, so each case states its zone twice: in the
// event's IANA timezone and in the wall-clock time it means there.

interface EventSpec {
  timezone: string;
  /** ISO 8601 with an explicit offset, e.g. '2026-03-08T09:00-04:00'. */
  start: string;
  end: string;
}

let nextId = 1;

/** A valid EventSummary; start and end set the announced and the real instants alike. */
function anEvent(name: string, spec: EventSpec): EventSummary {
  const start = at(spec.start);
  const end = at(spec.end);
  return eventSummary.parse({
    id: (nextId++).toString(16).padStart(32, '0'),
    name,
    description: '',
    eventType: 'hybrid',
    timezone: spec.timezone,
    startDateMillis: start,
    endDateMillis: end,
    realSdt: start,
    realEdt: end,
    isFinished: false,
    defaultLanguage: 'en',
    images: { banner: null, logo: null },
    indexPagePath: 'attendees',
    participantId: null,
    boothId: null,
  });
}

/** An instant from an ISO string that must carry its offset (no silent local-time parsing). */
function at(iso: string): number {
  if (!/(Z|[+-]\d\d:\d\d)$/.test(iso)) throw new Error(`state the offset: ${iso}`);
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new Error(`bad instant: ${iso}`);
  return ms;
}

/** The grouping as names, the way the list shows it. */
function shown(grouped: GroupedEvents<EventSummary>) {
  const names = (events: EventSummary[]) => events.map((e) => e.name);
  return {
    all: names(grouped.all),
    live: names(grouped.live),
    upcoming: names(grouped.upcoming),
    past: grouped.past.map((g) => [g.year, names(g.events)] as const),
  };
}

/** Runs fn as if the viewer's machine were set to timeZone. */
function inViewerZone<T>(timeZone: string, fn: () => T): T {
  const previous = process.env.TZ;
  process.env.TZ = timeZone;
  try {
    return fn();
  } finally {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  }
}

describe('isEventFinished', () => {
  const istanbul = anEvent('Istanbul Summit', {
    timezone: 'Europe/Istanbul',
    start: '2026-03-06T09:00+03:00',
    end: '2026-03-08T18:00+03:00',
  });

  it.each([
    ['at the end', '2026-03-08T18:00+03:00', false],
    ['one day after the end, to the millisecond', '2026-03-09T18:00:00.000+03:00', false],
    ['one millisecond past one day after the end', '2026-03-09T18:00:00.001+03:00', true],
    ['a week later', '2026-03-15T18:00+03:00', true],
  ])('%s → %s', (_, now, finished) => {
    expect(isEventFinished(istanbul, at(now))).toBe(finished);
  });

  it('counts the day as 24 elapsed hours even when New York springs forward that weekend', () => {
    // DST starts Sunday 2026-03-08 at 02:00 in New York; Istanbul has no DST at all.
    const newYork = anEvent('NY Expo', {
      timezone: 'America/New_York',
      start: '2026-03-07T09:00-05:00',
      end: '2026-03-07T23:30-05:00',
    });
    // 24 hours after 23:30 EST is 00:30 EDT on Monday, not 23:30 on Sunday.
    expect(isEventFinished(newYork, at('2026-03-08T23:30-04:00'))).toBe(false);
    expect(isEventFinished(newYork, at('2026-03-09T00:30:00.000-04:00'))).toBe(false);
    expect(isEventFinished(newYork, at('2026-03-09T00:30:00.001-04:00'))).toBe(true);
  });
});

describe('isEventLive and eventState', () => {
  const lateNight = anEvent('Late Night Hack', {
    timezone: 'Europe/Istanbul',
    start: '2026-03-14T22:00+03:00',
    end: '2026-03-15T02:00+03:00',
  });

  it.each([
    ['a minute before the start', '2026-03-14T21:59+03:00', 'upcoming'],
    ['exactly at the start', '2026-03-14T22:00+03:00', 'live'],
    ['after local midnight (still the 14th in UTC)', '2026-03-15T00:30+03:00', 'live'],
    ['exactly at the end', '2026-03-15T02:00+03:00', 'live'],
    // Spec §4: upcoming = not live and not finished, so the grace day after the end is "upcoming".
    ['a millisecond after the end', '2026-03-15T02:00:00.001+03:00', 'upcoming'],
    ['one day after the end', '2026-03-16T02:00+03:00', 'upcoming'],
    ['just over one day after the end', '2026-03-16T02:00:00.001+03:00', 'past'],
  ])('%s → %s', (_, now, state) => {
    expect(eventState(lateNight, at(now))).toBe(state);
    expect(isEventLive(lateNight, at(now))).toBe(state === 'live');
  });

  it('is never live once finished, even with an end before its start', () => {
    const broken = { realSdt: at('2026-01-01T00:00Z'), realEdt: at('2025-12-01T00:00Z') };
    expect(isEventLive(broken, at('2025-12-31T00:00Z'))).toBe(false);
  });

  it('uses the instants, not the wall clock, when New York falls back and 01:30 happens twice', () => {
    // DST ends Sunday 2026-11-01 at 02:00 EDT → 01:00 EST.
    const fallBack = anEvent('Fall Back Party', {
      timezone: 'America/New_York',
      start: '2026-10-31T20:00-04:00',
      end: '2026-11-01T01:30-04:00', // the first 01:30, in EDT
    });
    expect(eventState(fallBack, at('2026-11-01T01:15-04:00'))).toBe('live');
    // The second 01:15 (EST) reads earlier than the end on a clock but is 45 minutes after it.
    expect(eventState(fallBack, at('2026-11-01T01:15-05:00'))).toBe('upcoming');
  });
});

describe('groupEvents', () => {
  const now = at('2026-06-10T12:00Z');
  const events = [
    anEvent('Past 2024 Spring', { timezone: 'UTC', start: '2024-04-01T09:00Z', end: '2024-04-02T17:00Z' }),
    anEvent('Live Long', {
      timezone: 'Europe/Istanbul',
      start: '2026-06-01T09:00+03:00',
      end: '2026-06-20T18:00+03:00',
    }),
    anEvent('Upcoming Later', {
      timezone: 'America/New_York',
      start: '2026-09-01T09:00-04:00',
      end: '2026-09-02T17:00-04:00',
    }),
    anEvent('Past 2025 Autumn', { timezone: 'UTC', start: '2025-10-01T09:00Z', end: '2025-10-02T17:00Z' }),
    anEvent('Live Today', {
      timezone: 'Asia/Tokyo',
      start: '2026-06-10T09:00+09:00',
      end: '2026-06-10T23:00+09:00',
    }),
    anEvent('Upcoming Soon', {
      timezone: 'Europe/Istanbul',
      start: '2026-06-11T09:00+03:00',
      end: '2026-06-11T17:00+03:00',
    }),
    anEvent('Just Ended', { timezone: 'UTC', start: '2026-06-09T09:00Z', end: '2026-06-10T08:00Z' }),
    anEvent('Past 2026 May', { timezone: 'UTC', start: '2026-05-01T09:00Z', end: '2026-05-03T17:00Z' }),
    anEvent('Past 2025 Spring', { timezone: 'UTC', start: '2025-03-01T09:00Z', end: '2025-03-02T17:00Z' }),
  ];

  it('puts live and upcoming by start ascending and past by start descending, grouped by year', () => {
    expect(shown(groupEvents(events, now))).toEqual({
      all: [
        'Live Long',
        'Live Today',
        'Just Ended',
        'Upcoming Soon',
        'Upcoming Later',
        'Past 2026 May',
        'Past 2025 Autumn',
        'Past 2025 Spring',
        'Past 2024 Spring',
      ],
      live: ['Live Long', 'Live Today'],
      // Ended 4 hours ago: not finished for another 20 hours, so it waits among the upcoming.
      upcoming: ['Just Ended', 'Upcoming Soon', 'Upcoming Later'],
      past: [
        [2026, ['Past 2026 May']],
        [2025, ['Past 2025 Autumn', 'Past 2025 Spring']],
        [2024, ['Past 2024 Spring']],
      ],
    });
  });

  it('does not depend on the order the server sent', () => {
    const reversed = groupEvents([...events].reverse(), now);
    expect(shown(reversed)).toEqual(shown(groupEvents(events, now)));
  });

  it('breaks start ties by name', () => {
    const same = { timezone: 'UTC', start: '2026-07-01T09:00Z', end: '2026-07-01T17:00Z' };
    const grouped = groupEvents([anEvent('Beta', same), anEvent('Alpha', same)], now);
    expect(shown(grouped).upcoming).toEqual(['Alpha', 'Beta']);
  });

  it('moves an event from upcoming to live to past as the clock runs', () => {
    const summit = anEvent('Summit', {
      timezone: 'America/New_York',
      start: '2026-03-07T09:00-05:00',
      end: '2026-03-08T18:00-04:00',
    });
    const stateAt = (iso: string) => {
      const g = groupEvents([summit], at(iso));
      return { live: g.live.length, upcoming: g.upcoming.length, past: g.past.length };
    };
    expect(stateAt('2026-03-07T08:59-05:00')).toEqual({ live: 0, upcoming: 1, past: 0 });
    expect(stateAt('2026-03-08T01:59-05:00')).toEqual({ live: 1, upcoming: 0, past: 0 });
    expect(stateAt('2026-03-08T03:00-04:00')).toEqual({ live: 1, upcoming: 0, past: 0 });
    expect(stateAt('2026-03-09T18:00:00.001-04:00')).toEqual({ live: 0, upcoming: 0, past: 1 });
  });

  it('returns empty groups for an empty list', () => {
    expect(groupEvents([], now)).toEqual({ all: [], live: [], upcoming: [], past: [] });
  });

  describe('with the clock frozen', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      vi.setSystemTime(new Date('2026-06-10T12:00Z'));
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('groups against Date.now() the way the event list calls it', () => {
      const grouped = groupEvents(events, Date.now());
      expect(shown(grouped).live).toEqual(['Live Long', 'Live Today']);
    });
  });

  describe('past years in the event timezone', () => {
    const longAgo = at('2027-06-01T00:00Z');
    // 00:30 on New Year's Day in Tokyo is still 31 December in UTC (15:30Z).
    const tokyoNewYear = anEvent('Tokyo New Year', {
      timezone: 'Asia/Tokyo',
      start: '2026-01-01T00:30+09:00',
      end: '2026-01-01T03:00+09:00',
    });
    // 20:00 on New Year's Eve in Los Angeles is already 1 January in UTC (04:00Z), later than Tokyo's.
    const laNewYearsEve = anEvent('LA New Years Eve', {
      timezone: 'America/Los_Angeles',
      start: '2025-12-31T20:00-08:00',
      end: '2026-01-01T01:00-08:00',
    });
    const utcDecember = anEvent('UTC December', {
      timezone: 'UTC',
      start: '2025-12-15T10:00Z',
      end: '2025-12-15T12:00Z',
    });

    it('files an event under the year it starts in its own zone, not in UTC', () => {
      const grouped = groupEvents([utcDecember, laNewYearsEve, tokyoNewYear], longAgo);
      expect(shown(grouped).past).toEqual([
        [2026, ['Tokyo New Year']],
        [2025, ['LA New Years Eve', 'UTC December']],
      ]);
    });

    it('keeps the years whatever zone the viewer is in', () => {
      const list = [utcDecember, laNewYearsEve, tokyoNewYear];
      const fromKiritimati = inViewerZone('Pacific/Kiritimati', () => shown(groupEvents(list, longAgo)));
      const fromHonolulu = inViewerZone('Pacific/Honolulu', () => shown(groupEvents(list, longAgo)));
      expect(fromKiritimati).toEqual(fromHonolulu);
      expect(fromHonolulu.past.map(([year]) => year)).toEqual([2026, 2025]);
    });
  });

  describe('search', () => {
    const catalogue = [
      anEvent('C++ Summit', { timezone: 'UTC', start: '2026-07-01T09:00Z', end: '2026-07-01T17:00Z' }),
      anEvent('Cloud Days (beta)', { timezone: 'UTC', start: '2026-07-02T09:00Z', end: '2026-07-02T17:00Z' }),
      anEvent('İstanbul Tech Week', {
        timezone: 'Europe/Istanbul',
        start: '2026-07-03T09:00+03:00',
        end: '2026-07-03T17:00+03:00',
      }),
      anEvent('Café Meetup', {
        timezone: 'Europe/Madrid',
        start: '2026-07-04T09:00+02:00',
        end: '2026-07-04T17:00+02:00',
      }),
      anEvent('Old Summit', { timezone: 'UTC', start: '2024-07-01T09:00Z', end: '2024-07-01T17:00Z' }),
    ];
    const search = (query: string | undefined) => shown(groupEvents(catalogue, now, query)).all;

    it.each([
      ['summit', ['C++ Summit', 'Old Summit']],
      ['SUMMIT', ['C++ Summit', 'Old Summit']],
      ['  summit  ', ['C++ Summit', 'Old Summit']],
      ['c++', ['C++ Summit']],
      ['(beta)', ['Cloud Days (beta)']],
      ['istanbul', ['İstanbul Tech Week']],
      ['ISTANBUL', ['İstanbul Tech Week']],
      ['cafe', ['Café Meetup']],
      ['.*', []],
      ['[', []],
      ['s+', []],
      ['nothing like this', []],
    ])('%j finds %j', (query, names) => {
      expect(search(query)).toEqual(names);
    });

    it('shows everything for a missing or blank query', () => {
      expect(search(undefined)).toHaveLength(catalogue.length);
      expect(search('')).toHaveLength(catalogue.length);
      expect(search('   ')).toHaveLength(catalogue.length);
    });

    it('filters every group, past years included', () => {
      const grouped = groupEvents(catalogue, now, 'summit');
      expect(shown(grouped)).toEqual({
        all: ['C++ Summit', 'Old Summit'],
        live: [],
        upcoming: ['C++ Summit'],
        past: [[2024, ['Old Summit']]],
      });
    });
  });
});

describe('formatEventDate', () => {
  it.each([
    [
      'a single day',
      { timezone: 'Europe/Istanbul', start: '2026-03-06T09:00+03:00', end: '2026-03-06T18:00+03:00' },
      'en-US',
      'Mar 6, 2026',
    ],
    [
      'a range within a month',
      { timezone: 'Europe/Istanbul', start: '2026-03-06T09:00+03:00', end: '2026-03-08T18:00+03:00' },
      'en-US',
      'Mar 6 – 8, 2026',
    ],
    [
      'a night across midnight as two days',
      { timezone: 'Europe/Istanbul', start: '2026-03-14T22:00+03:00', end: '2026-03-15T02:00+03:00' },
      'en-US',
      'Mar 14 – 15, 2026',
    ],
    [
      'an end at exactly midnight as the day before',
      { timezone: 'Europe/Istanbul', start: '2026-03-14T09:00+03:00', end: '2026-03-15T00:00+03:00' },
      'en-US',
      'Mar 14, 2026',
    ],
    [
      'a weekend across the New York DST change',
      { timezone: 'America/New_York', start: '2026-03-07T09:00-05:00', end: '2026-03-08T18:00-04:00' },
      'en-US',
      'Mar 7 – 8, 2026',
    ],
    [
      'a range across the year end',
      { timezone: 'UTC', start: '2025-12-30T09:00Z', end: '2026-01-02T17:00Z' },
      'en-US',
      'Dec 30, 2025 – Jan 2, 2026',
    ],
    [
      'Turkish month names',
      { timezone: 'Europe/Istanbul', start: '2026-03-06T09:00+03:00', end: '2026-04-08T18:00+03:00' },
      'tr-TR',
      '6 Mar – 8 Nis 2026',
    ],
  ])('shows %s', (_, spec, locale, text) => {
    expect(normalizeSpaces(formatEventDate(anEvent('E', spec), locale))).toBe(text);
  });

  it('shows the day in the event zone, not in the viewer zone', () => {
    // 00:30 on 1 January in Tokyo is still 31 December in Honolulu.
    const tokyo = anEvent('Tokyo', {
      timezone: 'Asia/Tokyo',
      start: '2026-01-01T00:30+09:00',
      end: '2026-01-01T03:00+09:00',
    });
    for (const viewer of ['Pacific/Honolulu', 'UTC', 'Pacific/Kiritimati']) {
      expect(inViewerZone(viewer, () => formatEventDate(tokyo, 'en-US'))).toBe('Jan 1, 2026');
    }
  });

  it('falls back to UTC for an unknown zone instead of throwing', () => {
    const unknown = anEvent('Nowhere', {
      timezone: 'Mars/Olympus',
      start: '2026-03-06T23:00Z',
      end: '2026-03-06T23:30Z',
    });
    expect(formatEventDate(unknown, 'en-US')).toBe('Mar 6, 2026');
  });

  it('treats an instant event (start = end) as one day', () => {
    const instant = anEvent('Instant', {
      timezone: 'UTC',
      start: '2026-03-06T00:00Z',
      end: '2026-03-06T00:00Z',
    });
    expect(formatEventDate(instant, 'en-US')).toBe('Mar 6, 2026');
  });
});

/** Intl puts thin and narrow no-break spaces around range dashes; compare with plain spaces. */
function normalizeSpaces(text: string): string {
  return text.replace(/[\u2009\u202f\u00a0]/g, ' ');
}
