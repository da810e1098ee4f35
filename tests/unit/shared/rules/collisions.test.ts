import { describe, expect, it } from 'vitest';
import { occurrenceAvailability, sessionAvailability, type SeatedOccurrence } from '@shared/rules/collisions';
import type { Commitment } from '@shared/rules/commitments';
import { commitment } from './commitmentBuilder';
import { at, ist, span } from './instants';

// Times are in Istanbul (UTC+3, no DST) unless a case says otherwise.

function occurrence(
  id: string,
  start: string,
  end: string,
  seats: Partial<SeatedOccurrence> = {},
): SeatedOccurrence {
  return { id, ...span(start, end), capacity: 10, usedCapacity: 0, ...seats };
}

describe('occurrenceAvailability', () => {
  const now = at(ist('2026-03-06', '09:00'));
  const myBreak = commitment('offTime', 'break', ist('2026-03-06', '12:00'), ist('2026-03-06', '13:00'));
  it.each<[string, string, SeatedOccurrence]>([
    ['open', 'available', occurrence('a', ist('2026-03-06', '10:00'), ist('2026-03-06', '11:00'))],
    ['running', 'available', occurrence('a', ist('2026-03-06', '08:30'), ist('2026-03-06', '09:30'))],
    ['ended', 'expired', occurrence('a', ist('2026-03-06', '08:00'), ist('2026-03-06', '09:00'))],
    [
      'no seats left',
      'full',
      occurrence('a', ist('2026-03-06', '10:00'), ist('2026-03-06', '11:00'), { usedCapacity: 10 }),
    ],
    [
      'no limit',
      'available',
      occurrence('a', ist('2026-03-06', '10:00'), ist('2026-03-06', '11:00'), {
        capacity: null,
        usedCapacity: 500,
      }),
    ],
    [
      'zero seats',
      'full',
      occurrence('a', ist('2026-03-06', '10:00'), ist('2026-03-06', '11:00'), { capacity: 0 }),
    ],
    ['over my break', 'busy', occurrence('a', ist('2026-03-06', '12:30'), ist('2026-03-06', '13:30'))],
    [
      'full and over my break: full',
      'full',
      occurrence('a', ist('2026-03-06', '12:30'), ist('2026-03-06', '13:30'), { usedCapacity: 10 }),
    ],
  ])('%s → %s', (_, expected, o) => {
    expect(occurrenceAvailability(o, [myBreak], now)).toBe(expected);
  });
});

describe('sessionAvailability (isFull, collision, availableSesArray)', () => {
  // A workshop on three evenings; the last runs across midnight.
  const mon = occurrence('mon', ist('2026-03-09', '20:00'), ist('2026-03-09', '22:00'));
  const tue = occurrence('tue', ist('2026-03-10', '20:00'), ist('2026-03-10', '22:00'));
  const wed = occurrence('wed', ist('2026-03-11', '23:00'), ist('2026-03-12', '01:00'));
  const now = at(ist('2026-03-09', '12:00'));
  const full = (o: SeatedOccurrence) => ({ ...o, usedCapacity: o.capacity ?? 0 });
  const dinner = commitment('meeting', 'dinner', ist('2026-03-09', '21:00'), ist('2026-03-09', '22:30'));
  const lateBreak = commitment('offTime', 'sleep', ist('2026-03-12', '00:30'), ist('2026-03-12', '08:00'));
  const keynote = commitment(
    'session',
    'keynote',
    ist('2026-03-10', '19:00'),
    ist('2026-03-10', '20:30'),
    true,
  );

  const availability = (occurrences: SeatedOccurrence[], mine: Commitment[], at_ = now) => {
    const a = sessionAvailability(occurrences, mine, at_);
    return { available: a.available.map((o) => o.id), full: a.full, collision: a.collision };
  };

  it.each<[string, SeatedOccurrence[], Commitment[], object]>([
    ['all open', [wed, mon, tue], [], { available: ['mon', 'tue', 'wed'], full: false, collision: false }],
    ['one full', [mon, full(tue), wed], [], { available: ['mon', 'wed'], full: false, collision: false }],
    ['all full', [full(mon), full(tue), full(wed)], [], { available: [], full: true, collision: false }],
    [
      'my dinner takes Monday',
      [mon, tue, wed],
      [dinner],
      { available: ['tue', 'wed'], full: false, collision: false },
    ],
    [
      'every free one collides: busy',
      [mon, tue, wed],
      [dinner, keynote, lateBreak],
      { available: [], full: false, collision: true },
    ],
    [
      'the only free one collides (after midnight): busy, not full',
      [full(mon), full(tue), wed],
      [lateBreak],
      { available: [], full: false, collision: true },
    ],
    ['no occurrences', [], [], { available: [], full: false, collision: false }],
  ])('%s', (_, occurrences, mine, expected) => {
    expect(availability(occurrences, mine)).toEqual(expected);
  });

  it('forgets ended occurrences: a full past one does not make the session full', () => {
    const tuesdayNoon = at(ist('2026-03-10', '12:00'));
    expect(availability([full(mon), tue, wed], [], tuesdayNoon)).toEqual({
      available: ['tue', 'wed'],
      full: false,
      collision: false,
    });
  });

  it('is neither full nor busy once everything has ended (the button says finished)', () => {
    const later = at(ist('2026-03-13', '00:00'));
    expect(availability([full(mon), full(tue), wed], [lateBreak], later)).toEqual({
      available: [],
      full: false,
      collision: false,
    });
  });
});
