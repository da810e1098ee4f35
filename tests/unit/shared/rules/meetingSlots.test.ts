import { describe, expect, it } from 'vitest';
import type { Commitment } from '@shared/rules/commitments';
import { slotsForBoth, type MeetingSlot } from '@shared/rules/meetingSlots';
import { commitment } from './commitmentBuilder';
import { at, inViewerZone, span } from './instants';

/*
 * The event is in Europe/Berlin. On Sunday 2026-10-25 its clocks go back at 03:00 CEST (01:00Z) to
 * 02:00 CET: 02:00–03:00 happens twice, first at +02:00, then at +01:00. Times carry their offset.
 */
const BERLIN = 'Europe/Berlin';

const slot = (id: string, start: string, end: string): MeetingSlot => ({
  id,
  sessionId: 'moostoo',
  ...span(start, end),
});

/** Saturday late evening, across midnight, Sunday across the DST change, Sunday noon. */
const evening = slot('evening', '2026-10-24T22:00+02:00', '2026-10-24T23:00+02:00');
const midnight = slot('midnight', '2026-10-24T23:30+02:00', '2026-10-25T00:30+02:00');
const afterMidnight = slot('afterMidnight', '2026-10-25T00:30+02:00', '2026-10-25T01:30+02:00');
/** 02:30 CEST to 02:30 CET: one hour that starts and ends at the same wall-clock time. */
const dstHour = slot('dstHour', '2026-10-25T02:30+02:00', '2026-10-25T02:30+01:00');
const noon = slot('noon', '2026-10-25T12:00+01:00', '2026-10-25T13:00+01:00');
const all = [noon, dstHour, evening, afterMidnight, midnight];

const saturdayNoon = at('2026-10-24T12:00+02:00');

describe('slotsForBoth', () => {
  it('groups the slots by the day they start on in the event’s zone, across midnight and the DST change', () => {
    // In UTC the slot after midnight (22:30Z) is still Saturday; the viewer's machine zone plays no part.
    const result = inViewerZone('America/Los_Angeles', () =>
      slotsForBoth({ slots: all, mine: [], theirs: [], now: saturdayNoon, timeZone: BERLIN }),
    );
    expect(result.days.map((d) => [d.date, d.slots.map((s) => s.id)])).toEqual([
      ['2026-10-24', ['evening', 'midnight']],
      ['2026-10-25', ['afterMidnight', 'dstHour', 'noon']],
    ]);
    expect(result.days[1]!.slots[1]).toEqual({ ...dstHour, free: true, busy: [] });
    expect(dstHour.endsAt - dstHour.startsAt).toBe(60 * 60_000);
    expect(result.message).toBeNull();
  });

  it('leaves out slots that have ended and keeps the one running', () => {
    const now = at('2026-10-25T00:00+02:00');
    const { days } = slotsForBoth({ slots: all, mine: [], theirs: [], now, timeZone: BERLIN });
    expect(days.map((d) => [d.date, d.slots.map((s) => s.id)])).toEqual([
      ['2026-10-24', ['midnight']],
      ['2026-10-25', ['afterMidnight', 'dstHour', 'noon']],
    ]);
    const atEnd = slotsForBoth({
      slots: [evening],
      mine: [],
      theirs: [],
      now: evening.endsAt,
      timeZone: BERLIN,
    });
    expect(atEnd).toEqual({ days: [], message: 'noMeetingSlots' });
  });

  it('says whose agenda and what in it blocks each slot: sessions, off-time and meetings of each person', () => {
    const mine: Commitment[] = [
      commitment('session', 'myWorkshop', '2026-10-24T21:30+02:00', '2026-10-24T22:15+02:00', true),
      commitment('meeting', 'myMeeting', '2026-10-25T00:00+02:00', '2026-10-25T00:45+02:00'),
      // A talk that does not block, and off-time that only touches the noon slot.
      commitment('session', 'myTalk', '2026-10-25T12:00+01:00', '2026-10-25T13:00+01:00', false),
      commitment('offTime', 'myLunch', '2026-10-25T13:00+01:00', '2026-10-25T14:00+01:00'),
    ];
    const theirs: Commitment[] = [
      commitment('offTime', 'theirBreak', '2026-10-24T22:45+02:00', '2026-10-24T23:45+02:00'),
      // 02:00–02:15 the second time round (CET): inside the slot that spans the change.
      commitment('meeting', 'theirMeeting', '2026-10-25T02:00+01:00', '2026-10-25T02:15+01:00'),
      commitment('session', 'theirTalk', '2026-10-25T01:00+02:00', '2026-10-25T01:30+02:00', true),
    ];
    const { days, message } = slotsForBoth({ slots: all, mine, theirs, now: saturdayNoon, timeZone: BERLIN });
    const why = Object.fromEntries(
      days.flatMap((d) => d.slots).map((s) => [s.id, s.busy.map((b) => `${b.who}:${b.kind}:${b.id}`)]),
    );
    expect(why).toEqual({
      evening: ['me:session:myWorkshop', 'them:offTime:theirBreak'],
      midnight: ['me:meeting:myMeeting', 'them:offTime:theirBreak'],
      afterMidnight: ['me:meeting:myMeeting', 'them:session:theirTalk'],
      dstHour: ['them:meeting:theirMeeting'],
      noon: [],
    });
    const dst = days[1]!.slots.find((s) => s.id === 'dstHour')!;
    expect(dst.free).toBe(false);
    expect(dst.busy).toEqual([
      {
        who: 'them',
        kind: 'meeting',
        id: 'theirMeeting',
        ...span('2026-10-25T02:00+01:00', '2026-10-25T02:15+01:00'),
      },
    ]);
    expect(message).toBeNull();
  });

  it('frees a slot only when neither agenda blocks it, whatever zone a commitment was written in', () => {
    // Four half-hour slots from 10:00 in Berlin (CET in March); at 10:10 the first one is running.
    const slots = ['10:00', '10:30', '11:00', '11:30'].map((time, i) =>
      slot(
        `slot${i}`,
        `2026-03-06T${time}+01:00`,
        new Date(at(`2026-03-06T${time}+01:00`) + 30 * 60_000).toISOString(),
      ),
    );
    // Me: a blocking talk 10:30–11:00. Them, in New York: off-time 05:00–05:30 EST, 11:00–11:30 in Berlin.
    const mine = [commitment('session', 'talk', '2026-03-06T10:30+01:00', '2026-03-06T11:00+01:00', true)];
    const theirs = [commitment('offTime', 'call', '2026-03-06T05:00-05:00', '2026-03-06T05:30-05:00')];
    const { days } = slotsForBoth({
      slots,
      mine,
      theirs,
      now: at('2026-03-06T10:10+01:00'),
      timeZone: BERLIN,
    });
    expect(days.flatMap((d) => d.slots).map((s) => [s.id, s.free])).toEqual([
      ['slot0', true],
      ['slot1', false],
      ['slot2', false],
      ['slot3', true],
    ]);
  });

  describe('the picker’s message', () => {
    const slots = [midnight, dstHour];
    const over = (id: string, s: MeetingSlot): Commitment => ({
      id,
      kind: 'offTime',
      startsAt: s.startsAt,
      endsAt: s.endsAt,
    });
    const run = (mine: Commitment[], theirs: Commitment[], list = slots) =>
      slotsForBoth({ slots: list, mine, theirs, now: saturdayNoon, timeZone: BERLIN }).message;

    it('no meeting slots: none at all, or all ended', () => {
      expect(run([], [], [])).toBe('noMeetingSlots');
      expect(
        slotsForBoth({ slots, mine: [], theirs: [], now: dstHour.endsAt, timeZone: BERLIN }).message,
      ).toBe('noMeetingSlots');
    });

    it('no space in theirs: every slot is busy for them, whatever mine holds', () => {
      const theirs = [over('t1', midnight), over('t2', dstHour)];
      expect(run([], theirs)).toBe('noSpaceTheirs');
      expect(run([over('m1', midnight)], theirs)).toBe('noSpaceTheirs');
    });

    it('no space in mine: every slot their agenda leaves open is busy for me', () => {
      expect(run([over('m1', midnight), over('m2', dstHour)], [])).toBe('noSpaceMine');
      expect(run([over('m2', dstHour)], [over('t1', midnight)])).toBe('noSpaceMine');
    });

    it('none while one slot is free for both', () => {
      expect(run([over('m1', midnight)], [])).toBeNull();
      expect(run([], [over('t2', dstHour)])).toBeNull();
    });
  });
});
