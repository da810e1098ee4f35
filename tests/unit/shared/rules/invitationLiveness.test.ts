import { describe, expect, it } from 'vitest';
import {
  countsTowardMeetingLimit,
  invitationLiveness,
  isInvitationLive,
  meetingCount,
  meetingLimitReached,
  type CountedInvitation,
  type LivenessFacts,
} from '@shared/rules/invitationLiveness';
import { at, ist } from './instants';

// A request whose expiry (the event's last meeting slot) is 18:00 in Istanbul (UTC+3, no DST).
const edt = at(ist('2026-05-12', '18:00'));

function facts(overrides: Partial<LivenessFacts> = {}): LivenessFacts {
  return { state: 'waiting', edt, partiesExist: true, meetingEndsAt: null, ...overrides };
}

describe('isInvitationLive (spec core §4)', () => {
  it.each([
    ['before its expiry', ist('2026-05-12', '09:00'), true],
    ['at its expiry', ist('2026-05-12', '18:00'), true],
    ['past local midnight, within 24 hours', ist('2026-05-13', '00:30'), true],
    ['a millisecond before 24 hours have passed', '2026-05-13T17:59:59.999+03:00', true],
    ['exactly 24 hours after (not passed yet)', ist('2026-05-13', '18:00'), true],
    ['a millisecond after 24 hours', '2026-05-13T18:00:00.001+03:00', false],
    ['two days later', ist('2026-05-14', '18:00'), false],
  ])('a waiting request %s → live %s', (_, now, live) => {
    expect(isInvitationLive(facts(), at(now))).toBe(live);
    expect(invitationLiveness(facts(), at(now))).toBe(live ? 'live' : 'past');
  });

  it('counts the 24 hours in elapsed time across the New York spring-forward gap', () => {
    // 12:00 EST on 7 March; 24 hours later is 13:00 EDT on 8 March on the wall clock.
    const dst = facts({ edt: at('2026-03-07T12:00-05:00') });
    expect(isInvitationLive(dst, at('2026-03-08T12:30-04:00'))).toBe(true);
    expect(isInvitationLive(dst, at('2026-03-08T13:00-04:00'))).toBe(true);
    expect(isInvitationLive(dst, at('2026-03-08T13:00:00.001-04:00'))).toBe(false);
  });

  it('treats the empty state like waiting', () => {
    expect(isInvitationLive(facts({ state: null }), at(ist('2026-05-12', '09:00')))).toBe(true);
  });

  it.each(['accepted', 'revoked', 'rejected', 'cancelled'] as const)('is past once %s', (state) => {
    expect(invitationLiveness(facts({ state }), at(ist('2026-05-12', '09:00')))).toBe('past');
  });

  it('is past when either party no longer exists', () => {
    expect(isInvitationLive(facts({ partiesExist: false }), at(ist('2026-05-12', '09:00')))).toBe(false);
  });

  describe('a reschedule request on a meeting 14:00–14:30', () => {
    const reschedule = facts({ meetingEndsAt: at(ist('2026-05-12', '14:30')) });
    it.each([
      ['while the meeting is ahead', ist('2026-05-12', '13:00'), true],
      ['while the meeting runs', ist('2026-05-12', '14:10'), true],
      ['a millisecond before the meeting ends', '2026-05-12T14:29:59.999+03:00', true],
      ['at the meeting end (expired), though the expiry is hours away', ist('2026-05-12', '14:30'), false],
    ])('%s → live %s', (_, now, live) => {
      expect(isInvitationLive(reschedule, at(now))).toBe(live);
    });
  });
});

describe('meetingCount and maxMeetingCount (DECISIONS 9)', () => {
  const me = 'p-me';
  const now = at(ist('2026-05-13', '12:00'));
  const inv = (overrides: Partial<CountedInvitation>): CountedInvitation => ({
    type: 'join',
    state: 'waiting',
    fpid: me,
    tpid: 'p-other',
    edt: at(ist('2026-05-13', '18:00')),
    ...overrides,
  });

  it.each<[string, Partial<CountedInvitation>, boolean]>([
    ['a request I sent', {}, true],
    ['a request I received', { fpid: 'p-other', tpid: me }, true],
    ['an accepted meeting', { state: 'accepted' }, true],
    [
      'a company invitation to my booth, addressed to me',
      { type: 'company', fpid: 'p-other', tpid: me },
      true,
    ],
    ['a reschedule (its meeting counts already)', { type: 'reschedule' }, false],
    ['a revoked request', { state: 'revoked' }, false],
    ['a rejected request', { state: 'rejected' }, false],
    ['a cancelled meeting', { state: 'cancelled' }, false],
    ['someone else’s', { fpid: 'p-a', tpid: 'p-b' }, false],
    ['one that ended yesterday, 23 hours ago', { edt: at(ist('2026-05-12', '13:00')) }, true],
    ['one that ended exactly a day ago', { edt: at(ist('2026-05-12', '12:00')) }, true],
    ['one that ended a day and a millisecond ago', { edt: at('2026-05-12T11:59:59.999+03:00') }, false],
  ])('%s → counts %s', (_, overrides, counts) => {
    expect(countsTowardMeetingLimit(inv(overrides), me, now)).toBe(counts);
  });

  it('adds sent and received in the event and compares with the cap', () => {
    const mine = [
      inv({}),
      inv({ fpid: 'p-2', tpid: me, state: 'accepted' }),
      inv({ tpid: 'p-3', state: 'rejected' }),
      inv({ tpid: 'p-4', edt: at(ist('2026-05-10', '18:00')), state: 'accepted' }),
      inv({ fpid: 'p-5', tpid: 'p-6' }),
    ];
    const count = meetingCount(mine, me, now);
    expect(count).toBe(2);
    expect(meetingLimitReached(count, 3)).toBe(false);
    expect(meetingLimitReached(count, 2)).toBe(true);
    expect(meetingLimitReached(count, 1)).toBe(true);
    expect(meetingLimitReached(0, 0)).toBe(true);
  });

  it('has no cap when maxMeetingCount is absent', () => {
    expect(meetingLimitReached(10_000, null)).toBe(false);
  });
});
