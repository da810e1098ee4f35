import { describe, expect, it } from 'vitest';
import { collisionsWith, isBusy, overlaps, type Commitment } from '@shared/rules/commitments';
import { commitment } from './commitmentBuilder';
import { at, inViewerZone, ist, span } from './instants';

// Times are in Istanbul (UTC+3, no DST) unless a case says otherwise.

describe('overlaps (half-open spans)', () => {
  const tenToEleven = span(ist('2026-03-06', '10:00'), ist('2026-03-06', '11:00'));
  it.each([
    ['back to back after', false, ist('2026-03-06', '11:00'), ist('2026-03-06', '12:00')],
    ['back to back before', false, ist('2026-03-06', '09:00'), ist('2026-03-06', '10:00')],
    ['one minute into it', true, ist('2026-03-06', '10:59'), ist('2026-03-06', '12:00')],
    ['inside it', true, ist('2026-03-06', '10:15'), ist('2026-03-06', '10:30')],
    ['around it', true, ist('2026-03-06', '09:00'), ist('2026-03-06', '12:00')],
    ['the same span', true, ist('2026-03-06', '10:00'), ist('2026-03-06', '11:00')],
    ['an empty span inside it', false, ist('2026-03-06', '10:30'), ist('2026-03-06', '10:30')],
    [
      'the same wall clock in New York (8 hours later)',
      false,
      '2026-03-06T10:00-05:00',
      '2026-03-06T11:00-05:00',
    ],
    ['London 07:30 is Istanbul 10:30', true, '2026-03-06T07:30Z', '2026-03-06T08:00Z'],
  ])('%s → %s', (_, expected, start, end) => {
    const other = span(start, end);
    expect(overlaps(tenToEleven, other)).toBe(expected);
    expect(overlaps(other, tenToEleven)).toBe(expected);
  });

  it('compares instants across the New York fall-back hour', () => {
    // 01:00–01:45 EDT and 01:15–01:45 EST read alike on a clock but are an hour apart.
    const first = span('2026-11-01T01:00-04:00', '2026-11-01T01:45-04:00');
    const second = span('2026-11-01T01:15-05:00', '2026-11-01T01:45-05:00');
    expect(overlaps(first, second)).toBe(false);
  });
});

describe('what blocks', () => {
  const slot = { id: 'slot', ...span(ist('2026-03-06', '10:00'), ist('2026-03-06', '10:30')) };
  it.each<[string, boolean, Commitment]>([
    ['a meeting', true, commitment('meeting', 'm', ist('2026-03-06', '10:15'), ist('2026-03-06', '10:45'))],
    ['off-time', true, commitment('offTime', 'o', ist('2026-03-06', '09:00'), ist('2026-03-06', '10:15'))],
    [
      'a blocking session',
      true,
      commitment('session', 's', ist('2026-03-06', '10:00'), ist('2026-03-06', '11:00'), true),
    ],
    [
      'a session that does not block',
      false,
      commitment('session', 's', ist('2026-03-06', '10:00'), ist('2026-03-06', '11:00'), false),
    ],
    [
      'a session with no blocking flag',
      false,
      commitment('session', 's', ist('2026-03-06', '10:00'), ist('2026-03-06', '11:00')),
    ],
    [
      'a meeting right after',
      false,
      commitment('meeting', 'm', ist('2026-03-06', '10:30'), ist('2026-03-06', '11:00')),
    ],
    [
      'the slot itself (my own seat)',
      false,
      commitment('session', 'slot', ist('2026-03-06', '10:00'), ist('2026-03-06', '10:30'), true),
    ],
  ])('%s → busy %s', (_, busy, c) => {
    expect(isBusy(slot, [c])).toBe(busy);
  });

  it('lists what collides, earliest first', () => {
    const mine = [
      commitment('meeting', 'late', ist('2026-03-06', '10:20'), ist('2026-03-06', '10:50')),
      commitment('session', 'open', ist('2026-03-06', '10:00'), ist('2026-03-06', '11:00')),
      commitment('offTime', 'early', ist('2026-03-06', '09:45'), ist('2026-03-06', '10:05')),
    ];
    expect(collisionsWith(slot, mine).map((c) => c.id)).toEqual(['early', 'late']);
  });
});

describe('the same rule for every kind of plan', () => {
  const talk = commitment('session', 'talk', ist('2026-03-06', '10:00'), ist('2026-03-06', '11:00'), true);
  const coffee = commitment('meeting', 'coffee', ist('2026-03-06', '10:30'), ist('2026-03-06', '11:00'));

  it('a meeting slot collides with my blocking session, and a session with my meeting', () => {
    expect(
      collisionsWith({ id: 'coffee', ...span(ist('2026-03-06', '10:30'), ist('2026-03-06', '11:00')) }, [
        talk,
      ]),
    ).toEqual([talk]);
    expect(
      collisionsWith({ id: 'talk', ...span(ist('2026-03-06', '10:00'), ist('2026-03-06', '11:00')) }, [
        coffee,
      ]),
    ).toEqual([coffee]);
  });

  it('a session that does not block leaves a meeting slot free', () => {
    const open = commitment('session', 'open', ist('2026-03-06', '10:00'), ist('2026-03-06', '11:00'), false);
    expect(isBusy(span(ist('2026-03-06', '10:30'), ist('2026-03-06', '11:00')), [open])).toBe(false);
  });
});

describe('across midnight, DST changes and zones', () => {
  it.each<[string, boolean, [string, string], [string, string]]>([
    [
      'a late session into the next day meets off-time after midnight',
      true,
      [ist('2026-03-06', '23:00'), ist('2026-03-07', '01:00')],
      [ist('2026-03-07', '00:30'), ist('2026-03-07', '02:00')],
    ],
    [
      'off-time from the session’s end after midnight only touches it',
      false,
      [ist('2026-03-06', '23:00'), ist('2026-03-07', '01:00')],
      [ist('2026-03-07', '01:00'), ist('2026-03-07', '02:00')],
    ],
    [
      'the same wall clock on the next day is a day apart',
      false,
      [ist('2026-03-06', '23:00'), ist('2026-03-06', '23:30')],
      [ist('2026-03-07', '23:00'), ist('2026-03-07', '23:30')],
    ],
    [
      // Berlin springs forward on 2026-03-29 at 02:00 CET to 03:00 CEST: 01:30–03:30 is one hour.
      'Berlin spring-forward: a meeting 01:30 CET–03:30 CEST meets off-time 03:00–04:00 CEST',
      true,
      ['2026-03-29T01:30+01:00', '2026-03-29T03:30+02:00'],
      ['2026-03-29T03:00+02:00', '2026-03-29T04:00+02:00'],
    ],
    [
      'Berlin spring-forward: a session from 03:30 CEST only touches that meeting',
      false,
      ['2026-03-29T01:30+01:00', '2026-03-29T03:30+02:00'],
      ['2026-03-29T03:30+02:00', '2026-03-29T04:30+02:00'],
    ],
    [
      // Berlin falls back on 2026-10-25 at 03:00 CEST to 02:00 CET: 02:00–03:00 happens twice.
      'Berlin fall-back: 02:00–02:45 CEST and 02:15–02:45 CET read alike but are an hour apart',
      false,
      ['2026-10-25T02:00+02:00', '2026-10-25T02:45+02:00'],
      ['2026-10-25T02:15+01:00', '2026-10-25T02:45+01:00'],
    ],
    [
      'Berlin fall-back: 02:30 CEST to 02:15 CET spans the change and meets the first 02:00–02:45',
      true,
      ['2026-10-25T02:00+02:00', '2026-10-25T02:45+02:00'],
      ['2026-10-25T02:30+02:00', '2026-10-25T02:15+01:00'],
    ],
    [
      'an Istanbul session 10:00–11:00 and my New York off-time 02:30–03:30 EST (10:30–11:30 there)',
      true,
      [ist('2026-03-06', '10:00'), ist('2026-03-06', '11:00')],
      ['2026-03-06T02:30-05:00', '2026-03-06T03:30-05:00'],
    ],
    [
      'an Istanbul session 10:00–11:00 and my New York off-time 03:00–04:00 EST (11:00–12:00 there)',
      false,
      [ist('2026-03-06', '10:00'), ist('2026-03-06', '11:00')],
      ['2026-03-06T03:00-05:00', '2026-03-06T04:00-05:00'],
    ],
  ])('%s → %s', (_, expected, slot, mine) => {
    const slotSpan = { id: 'slot', ...span(...slot) };
    const kinds: Commitment['kind'][] = ['session', 'meeting', 'offTime'];
    for (const kind of kinds) {
      const c = commitment(kind, 'mine', ...mine, true);
      expect(isBusy(slotSpan, [c])).toBe(expected);
    }
  });

  it('does not read the viewer’s zone: the answer is the same on a machine in Auckland or Los Angeles', () => {
    const slot = span(ist('2026-03-06', '23:00'), ist('2026-03-07', '01:00'));
    const mine = [commitment('offTime', 'late', ist('2026-03-07', '00:30'), ist('2026-03-07', '02:00'))];
    expect(inViewerZone('Pacific/Auckland', () => isBusy(slot, mine))).toBe(true);
    expect(inViewerZone('America/Los_Angeles', () => isBusy(slot, mine))).toBe(true);
  });

  it('lists collisions by instant, not by wall clock: New York 02:00 EST comes after Istanbul 09:30', () => {
    const slot = span(ist('2026-03-06', '09:00'), ist('2026-03-06', '12:00'));
    const mine = [
      commitment('offTime', 'ny', '2026-03-06T02:00-05:00', '2026-03-06T02:30-05:00'),
      commitment('meeting', 'ist', ist('2026-03-06', '09:30'), ist('2026-03-06', '10:00')),
    ];
    expect(collisionsWith(slot, mine).map((c) => c.id)).toEqual(['ist', 'ny']);
    expect(at('2026-03-06T02:00-05:00')).toBe(at(ist('2026-03-06', '10:00')));
  });
});
