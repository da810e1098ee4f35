import { describe, expect, it } from 'vitest';
import {
  buildCalendar,
  escapeText,
  foldLine,
  formatUtc,
  ICS_PRODID,
  parseIcs,
  parseUtc,
  type CalendarEvent,
} from '@shared/rules/ics';
import { at } from './instants';

const NOW = at('2026-03-01T12:00Z');

/** An Istanbul session (UTC+3): 10:00–11:00 local is 07:00–08:00Z. */
function anEvent(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    uid: 'occ-1@lanyard',
    start: at('2026-03-06T10:00+03:00'),
    end: at('2026-03-06T11:00+03:00'),
    summary: 'Opening keynote',
    ...overrides,
  };
}

function calendar(events: CalendarEvent[], name = 'Bosphorus Tech Summit'): string {
  return buildCalendar({ name, events, now: NOW });
}

/** Octets of a line as UTF-8, the unit RFC 5545 folds by. */
function octets(line: string): number {
  return new TextEncoder().encode(line).length;
}

describe('buildCalendar', () => {
  it('writes the calendar and its events with CRLF line endings', () => {
    const text = calendar([
      anEvent({
        description: 'Welcome',
        location: 'Hall A',
        url: 'https://lanyard.example/event/e1/sessions/s1',
        sequence: 2,
        lastModified: at('2026-02-28T09:30Z'),
      }),
    ]);
    expect(text.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      `PRODID:${ICS_PRODID}`,
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Bosphorus Tech Summit',
      'BEGIN:VEVENT',
      'UID:occ-1@lanyard',
      'DTSTAMP:20260301T120000Z',
      'DTSTART:20260306T070000Z',
      'DTEND:20260306T080000Z',
      'SUMMARY:Opening keynote',
      'DESCRIPTION:Welcome',
      'LOCATION:Hall A',
      'URL:https://lanyard.example/event/e1/sessions/s1',
      'SEQUENCE:2',
      'STATUS:CONFIRMED',
      'LAST-MODIFIED:20260228T093000Z',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
    expect(text).not.toMatch(/[^\r]\n/);
  });

  it('writes UTC times for any zone, across midnight and a DST change', () => {
    const events = [
      // 23:30–00:30 in Istanbul: 20:30–21:30Z, the same UTC day.
      anEvent({ uid: 'a', start: at('2026-03-06T23:30+03:00'), end: at('2026-03-07T00:30+03:00') }),
      // 01:30 EST to 03:30 EDT in New York on 2026-03-08: one hour.
      anEvent({ uid: 'b', start: at('2026-03-08T01:30-05:00'), end: at('2026-03-08T03:30-04:00') }),
    ];
    const parsed = parseIcs(calendar(events));
    expect(parsed.events.map((e) => [e.UID, e.DTSTART, e.DTEND])).toEqual([
      ['a', '20260306T203000Z', '20260306T213000Z'],
      ['b', '20260308T063000Z', '20260308T073000Z'],
    ]);
  });

  it('writes a cancellation under the same UID with a higher sequence', () => {
    const parsed = parseIcs(calendar([anEvent({ status: 'CANCELLED', sequence: 3 })]));
    expect(parsed.events[0]).toMatchObject({ UID: 'occ-1@lanyard', STATUS: 'CANCELLED', SEQUENCE: '3' });
  });

  it('leaves out DTEND for an instant and the optional fields when absent', () => {
    const [event] = parseIcs(calendar([anEvent({ end: at('2026-03-06T10:00+03:00') })])).events;
    expect(event).toEqual({
      UID: 'occ-1@lanyard',
      DTSTAMP: '20260301T120000Z',
      DTSTART: '20260306T070000Z',
      SUMMARY: 'Opening keynote',
      SEQUENCE: '0',
      STATUS: 'CONFIRMED',
    });
  });

  it('refuses an event that ends before it starts', () => {
    expect(() => calendar([anEvent({ end: at('2026-03-06T09:00+03:00') })])).toThrow(RangeError);
  });

  it('is an empty calendar with no events', () => {
    expect(parseIcs(calendar([]))).toEqual({
      properties: {
        VERSION: '2.0',
        PRODID: ICS_PRODID,
        CALSCALE: 'GREGORIAN',
        METHOD: 'PUBLISH',
        'X-WR-CALNAME': 'Bosphorus Tech Summit',
      },
      events: [],
    });
  });
});

describe('TEXT escaping', () => {
  it.each([
    ['backslash', 'C:\\talks', 'C:\\\\talks'],
    ['semicolon', 'Q&A; panel', 'Q&A\\; panel'],
    ['comma', 'Istanbul, Turkey', 'Istanbul\\, Turkey'],
    ['newline', 'line 1\nline 2', 'line 1\\nline 2'],
    ['CRLF', 'line 1\r\nline 2', 'line 1\\nline 2'],
    ['a colon stays', 'Keynote: AI', 'Keynote: AI'],
    ['control characters go', 'bell\u0007 and tab\t', 'bell and tab\t'],
  ])('%s', (_, text, escaped) => {
    expect(escapeText(text)).toBe(escaped);
  });

  it('round-trips through parseIcs', () => {
    const description = 'Room B, floor 2; bring a laptop.\nSlides: C:\\share\\deck.pdf';
    const [event] = parseIcs(calendar([anEvent({ summary: 'Panel: A, B; C', description })])).events;
    expect(event?.SUMMARY).toBe('Panel: A, B; C');
    expect(event?.DESCRIPTION).toBe(description);
  });

  it('cannot be broken into a second property by a line break in a value', () => {
    const text = calendar([
      anEvent({ summary: 'Talk\r\nSTATUS:CANCELLED', url: 'https://x.example/\r\nUID:evil' }),
    ]);
    const [event] = parseIcs(text).events;
    expect(event?.STATUS).toBe('CONFIRMED');
    expect(event?.UID).toBe('occ-1@lanyard');
    expect(event?.SUMMARY).toBe('Talk\nSTATUS:CANCELLED');
  });
});

describe('line folding at 75 octets', () => {
  it('leaves a line of exactly 75 octets alone', () => {
    const line = `SUMMARY:${'a'.repeat(67)}`;
    expect(octets(line)).toBe(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds a long ASCII line into 75-octet lines with a leading space', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldLine(line).split('\r\n');
    // 212 octets: 75 on the first line, then 74 after each leading space.
    expect(folded.map(octets)).toEqual([75, 75, 1 + 63]);
    expect(folded.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(folded.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(line);
  });

  it.each([
    ['Turkish (2-octet)', 'Boğaziçi Köprüsü ışıkları şöyle görünür; '.repeat(6)],
    ['Cyrillic (2-octet)', 'Открытие конференции и приветственное слово. '.repeat(5)],
    ['CJK (3-octet)', '東京国際フォーラムでの基調講演'.repeat(8)],
    ['emoji (4-octet, surrogate pairs)', '🎤🎉👩🏽‍💻'.repeat(20)],
  ])('never splits a %s character', (_, summary) => {
    const text = calendar([anEvent({ summary })]);
    const lines = text.split('\r\n');
    for (const line of lines) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      // A split multi-octet character would leave a lone surrogate or a replacement character.
      expect(line).toBe(new TextDecoder().decode(new TextEncoder().encode(line)));
      expect(line).not.toMatch(/[\uD800-\uDFFF](?![\uDC00-\uDFFF])/u);
    }
    expect(lines.some((l) => l.startsWith(' '))).toBe(true);
    expect(parseIcs(text).events[0]?.SUMMARY).toBe(summary);
  });

  it('folds the calendar name too', () => {
    const name = 'İstanbul Teknoloji Zirvesi — Ajanda '.repeat(4);
    const text = calendar([], name);
    expect(text.split('\r\n').every((l) => octets(l) <= 75)).toBe(true);
    expect(parseIcs(text).properties['X-WR-CALNAME']).toBe(name);
  });
});

describe('UTC date-times', () => {
  it('formats and parses to the second', () => {
    expect(formatUtc(at('2026-11-01T01:30:45.678-04:00'))).toBe('20261101T053045Z');
    expect(parseUtc('20261101T053045Z')).toBe(at('2026-11-01T05:30:45Z'));
  });

  it('rejects a floating or zoned value', () => {
    expect(() => parseUtc('20261101T053045')).toThrow(SyntaxError);
  });
});
