import { describe, expect, it } from 'vitest';
import { PARTICIPANT_RIGHTS } from '@shared/constants';
import { mayActFor, mayAddGuest, personBookingActions } from '@shared/rules/onBehalf';
import { at, span } from './instants';

const viewer = (rights: string[] = [], organizer = false) => ({ participantId: 'me', organizer, rights });

describe('who acts for others (spec core §6)', () => {
  it('organizers and holders of onbehalfmeeting; not reserveatable alone, not a plain attendee', () => {
    expect(mayActFor(viewer([], true))).toBe(true);
    expect(mayActFor(viewer([PARTICIPANT_RIGHTS.onBehalfMeeting]))).toBe(true);
    expect(mayActFor(viewer([PARTICIPANT_RIGHTS.reserveTable]))).toBe(false);
    expect(mayActFor(viewer())).toBe(false);
  });

  it('offers pre-book and the agenda toward another person, reserve a table on one’s own profile only', () => {
    const host = viewer([PARTICIPANT_RIGHTS.onBehalfMeeting]);
    const table = viewer([PARTICIPANT_RIGHTS.reserveTable]);
    expect(personBookingActions(host, 'ada')).toEqual(['prebook', 'showAgenda']);
    expect(personBookingActions(viewer([], true), 'ada')).toEqual(['prebook', 'showAgenda']);
    expect(personBookingActions(host, 'me')).toEqual([]);
    expect(personBookingActions(table, 'me')).toEqual(['reserveTable']);
    expect(personBookingActions(table, 'ada')).toEqual([]);
    expect(personBookingActions(viewer(), 'ada')).toEqual([]);
  });
});

describe('add guest (spec core §2, §5 disableGuest)', () => {
  // 14:00–14:30 in Istanbul (UTC+3), online.
  const meeting = {
    ...span('2026-05-12T14:00+03:00', '2026-05-12T14:30+03:00'),
    eventType: 'online' as const,
    onSite: false,
    status: 'accepted',
  };
  const one = { guest: false, disableGuest: false };
  const before = at('2026-05-12T13:00+03:00');

  it('one of the two, while the meeting may change', () => {
    expect(mayAddGuest(meeting, one, before)).toBe(true);
    // Online, under 5 minutes ahead it may not change any more (meetingButtons' mayChangeMeeting).
    expect(mayAddGuest(meeting, one, at('2026-05-12T13:56+03:00'))).toBe(false);
    expect(mayAddGuest(meeting, one, at('2026-05-12T14:30+03:00'))).toBe(false);
  });

  it('not a guest, not a type with disableGuest, not a cancelled meeting', () => {
    expect(mayAddGuest(meeting, { ...one, guest: true }, before)).toBe(false);
    expect(mayAddGuest(meeting, { ...one, disableGuest: true }, before)).toBe(false);
    expect(mayAddGuest({ ...meeting, status: 'cancelled' }, one, before)).toBe(false);
  });
});
