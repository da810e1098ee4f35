import { describe, expect, it } from 'vitest';
import { ON_SITE_TOOLTIP_KEY } from '@shared/rules/sessionButton';
import {
  hasMeetingRoom,
  isMeetingCheckInOpen,
  mayChangeMeeting,
  meetingButtons,
  type MeetingButton,
  type MeetingFacts,
  type MeetingMe,
} from '@shared/rules/meetingButtons';
import { at, ist, span } from './instants';

// A meeting 14:00–14:30 in Istanbul (UTC+3, no DST).
const slot = span(ist('2026-05-12', '14:00'), ist('2026-05-12', '14:30'));

function meeting(overrides: Partial<MeetingFacts> = {}): MeetingFacts {
  return { ...slot, eventType: 'online', onSite: false, ...overrides };
}

/** The buttons as a person reads them, disabled ones marked. */
function shown(m: Partial<MeetingFacts>, now: string, me: Partial<MeetingMe> = {}): string {
  const one = (b: MeetingButton) => (b.disabled ? `${b.kind} (disabled)` : b.kind);
  const buttons = meetingButtons(meeting(m), { guest: false, checkedIn: false, ...me }, at(now));
  return buttons.map(one).join(' + ') || 'none';
}

const times = {
  'an hour before': ist('2026-05-12', '13:00'),
  '7 min and 1 ms before': '2026-05-12T13:52:59.999+03:00',
  'exactly 7 min before': ist('2026-05-12', '13:53'),
  'exactly 5 min before': ist('2026-05-12', '13:55'),
  '5 min less 1 ms before': '2026-05-12T13:55:00.001+03:00',
  'while it runs': ist('2026-05-12', '14:10'),
  'at its end': ist('2026-05-12', '14:30'),
} as const;
type When = keyof typeof times;

/** An online meeting for one of the two who booked it. */
const ONLINE: Record<When, string> = {
  'an hour before': 'cancel + reschedule',
  '7 min and 1 ms before': 'cancel + reschedule',
  'exactly 7 min before': 'start + cancel + reschedule',
  'exactly 5 min before': 'start + checkIn + cancel + reschedule',
  '5 min less 1 ms before': 'start + checkIn',
  'while it runs': 'start + checkIn',
  'at its end': 'none',
};

describe('meetingButtons (spec core §4 "Meeting buttons", DECISIONS 10)', () => {
  const cases: Record<string, [Partial<MeetingFacts>, Partial<MeetingMe>, Record<When, string>]> = {
    'online event': [{}, {}, ONLINE],
    'online event, checked in': [
      {},
      { checkedIn: true },
      {
        'an hour before': 'cancel + reschedule',
        '7 min and 1 ms before': 'cancel + reschedule',
        'exactly 7 min before': 'start + cancel + reschedule',
        'exactly 5 min before': 'start + checkedIn (disabled) + cancel + reschedule',
        '5 min less 1 ms before': 'start + checkedIn (disabled)',
        'while it runs': 'start + checkedIn (disabled)',
        'at its end': 'none',
      },
    ],
    'hybrid event, online meeting': [{ eventType: 'hybrid' }, {}, ONLINE],
    'hybrid event, on-site meeting': [
      { eventType: 'hybrid', onSite: true },
      {},
      {
        'an hour before': 'cancel + reschedule',
        '7 min and 1 ms before': 'cancel + reschedule',
        'exactly 7 min before': 'onSiteOnly (disabled) + cancel + reschedule',
        'exactly 5 min before': 'onSiteOnly (disabled) + checkIn + cancel + reschedule',
        '5 min less 1 ms before': 'onSiteOnly (disabled) + checkIn + cancel + reschedule',
        'while it runs': 'onSiteOnly (disabled) + checkIn + cancel + reschedule',
        'at its end': 'none',
      },
    ],
    'normal (in-person) event': [
      { eventType: 'normal' },
      {},
      {
        'an hour before': 'cancel + reschedule',
        '7 min and 1 ms before': 'cancel + reschedule',
        'exactly 7 min before': 'cancel + reschedule',
        'exactly 5 min before': 'checkIn + cancel + reschedule',
        '5 min less 1 ms before': 'checkIn + cancel + reschedule',
        'while it runs': 'checkIn + cancel + reschedule',
        'at its end': 'none',
      },
    ],
    'guest, online event': [
      {},
      { guest: true },
      {
        'an hour before': 'leave',
        '7 min and 1 ms before': 'leave',
        'exactly 7 min before': 'start + leave',
        'exactly 5 min before': 'start + leave',
        '5 min less 1 ms before': 'start + leave',
        'while it runs': 'start + leave',
        'at its end': 'none',
      },
    ],
    'guest, hybrid event, on-site meeting': [
      { eventType: 'hybrid', onSite: true },
      { guest: true },
      {
        'an hour before': 'leave',
        '7 min and 1 ms before': 'leave',
        'exactly 7 min before': 'leave',
        'exactly 5 min before': 'leave',
        '5 min less 1 ms before': 'leave',
        'while it runs': 'leave',
        'at its end': 'none',
      },
    ],
  };

  for (const [name, [m, me, expected]] of Object.entries(cases)) {
    describe(name, () => {
      it.each(Object.entries(expected))('%s → %s', (when, buttons) => {
        expect(shown(m, times[when as When], me)).toBe(buttons);
      });
    });
  }

  it('gives the on-site meeting the sessions’ on-site tooltip', () => {
    const [first] = meetingButtons(
      meeting({ eventType: 'hybrid', onSite: true }),
      { guest: false, checkedIn: false },
      at(times['while it runs']),
    );
    expect(first).toEqual({ kind: 'onSiteOnly', disabled: true, tooltipKey: ON_SITE_TOOLTIP_KEY });
  });

  it('handles a meeting across local midnight', () => {
    const late = span(ist('2026-05-12', '23:45'), ist('2026-05-13', '00:15'));
    expect(shown(late, ist('2026-05-13', '00:05'))).toBe('start + checkIn');
    expect(shown(late, ist('2026-05-13', '00:15'))).toBe('none');
  });
});

describe('hasMeetingRoom', () => {
  it('gives a video room to an online meeting of an online or hybrid event, none to one met in person', () => {
    expect(hasMeetingRoom(meeting())).toBe(true);
    expect(hasMeetingRoom(meeting({ eventType: 'hybrid' }))).toBe(true);
    expect(hasMeetingRoom(meeting({ eventType: 'hybrid', onSite: true }))).toBe(false);
    expect(hasMeetingRoom(meeting({ eventType: 'normal' }))).toBe(false);
  });
});

describe('isMeetingCheckInOpen and mayChangeMeeting', () => {
  it('opens check-in from exactly 5 minutes before until the end (exclusive)', () => {
    expect(isMeetingCheckInOpen(slot, at('2026-05-12T13:54:59.999+03:00'))).toBe(false);
    expect(isMeetingCheckInOpen(slot, at(times['exactly 5 min before']))).toBe(true);
    expect(isMeetingCheckInOpen(slot, at('2026-05-12T14:29:59.999+03:00'))).toBe(true);
    expect(isMeetingCheckInOpen(slot, at(times['at its end']))).toBe(false);
  });

  it('lets an online meeting change until 5 minutes before, an in-person one until its end', () => {
    expect(mayChangeMeeting(meeting(), at(times['exactly 5 min before']))).toBe(true);
    expect(mayChangeMeeting(meeting(), at(times['5 min less 1 ms before']))).toBe(false);
    expect(mayChangeMeeting(meeting({ eventType: 'normal' }), at('2026-05-12T14:29:59.999+03:00'))).toBe(
      true,
    );
    expect(mayChangeMeeting(meeting({ eventType: 'normal' }), at(times['at its end']))).toBe(false);
  });
});
