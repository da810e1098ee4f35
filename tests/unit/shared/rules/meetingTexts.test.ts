import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MESSAGE_KEYS,
  DEFAULT_MESSAGES_EN,
  fillRescheduleTime,
  hasTimePlaceholder,
  messageOrDefault,
  RESCHEDULE_TIME_PLACEHOLDER,
  rescheduleTimeText,
} from '@shared/rules/meetingTexts';
import { rescheduleBody } from '@shared/schemas/invitations';

describe('default meeting messages (spec core §4)', () => {
  it('are the spec’s English texts word for word', () => {
    expect(DEFAULT_MESSAGES_EN).toEqual({
      invitation: 'I would like to meet you!',
      declineReschedule: 'Unfortunately I cannot reschedule.',
      cancel: 'Unfortunately I have to cancel our meeting.',
      rescheduleRequest: 'Can we reschedule? A better time for me would be: HH:MM!',
    });
    expect(Object.keys(DEFAULT_MESSAGE_KEYS)).toEqual(Object.keys(DEFAULT_MESSAGES_EN));
  });

  it.each([
    ['send', 'I would like to meet you!'],
    ['confirm', 'I would like to meet you!'],
    ['rejectReschedule', 'Unfortunately I cannot reschedule.'],
    ['cancelMeeting', 'Unfortunately I have to cancel our meeting.'],
  ] as const)('%s with no message stores “%s”', (action, text) => {
    expect(messageOrDefault(action, undefined)).toBe(text);
    expect(messageOrDefault(action, '')).toBe(text);
    expect(messageOrDefault(action, '  \n ')).toBe(text);
  });

  it('keeps what the sender wrote, trimmed, in their language', () => {
    expect(messageOrDefault('send', '  Sizinle tanışmak isterim!  ')).toBe('Sizinle tanışmak isterim!');
  });
});

describe('the reschedule template’s time (spec core §4 "A better time for me would be: HH:MM!")', () => {
  it('fills HH:MM with the time chosen, as the screen shows it, in every language’s template', () => {
    expect(fillRescheduleTime(DEFAULT_MESSAGES_EN.rescheduleRequest, '14:30')).toBe(
      'Can we reschedule? A better time for me would be: 14:30!',
    );
    expect(fillRescheduleTime('Можем перенести? Мне удобнее в HH:MM!', '9:15 AM GMT+3')).toBe(
      'Можем перенести? Мне удобнее в 9:15 AM GMT+3!',
    );
  });

  it('tells a message that still holds the placeholder from one with a time', () => {
    expect(hasTimePlaceholder(DEFAULT_MESSAGES_EN.rescheduleRequest)).toBe(true);
    expect(hasTimePlaceholder(fillRescheduleTime(DEFAULT_MESSAGES_EN.rescheduleRequest, '14:30'))).toBe(
      false,
    );
    expect(hasTimePlaceholder('Could we meet tomorrow instead?')).toBe(false);
    expect(RESCHEDULE_TIME_PLACEHOLDER).toBe('HH:MM');
  });

  it('is what the reschedule body refuses until filled', () => {
    const body = { eventId: 'a'.repeat(32), meetingId: 'm1' };
    const unfilled = rescheduleBody.safeParse({ ...body, message: DEFAULT_MESSAGES_EN.rescheduleRequest });
    expect(unfilled.success).toBe(false);
    expect(unfilled.error?.issues.map((issue) => issue.path)).toEqual([['message']]);
    expect(
      rescheduleBody.safeParse({
        ...body,
        message: fillRescheduleTime(DEFAULT_MESSAGES_EN.rescheduleRequest, '14:30'),
      }).success,
    ).toBe(true);
  });
});

describe('rescheduleTimeText: the chosen slot as the picker shows it', () => {
  // Tue 24 Nov 2026, 11:30 UTC = 14:30 in Istanbul (UTC+3 all year).
  const meetingStartsAt = Date.UTC(2026, 10, 24, 9, 0);
  const slot = { startsAt: Date.UTC(2026, 10, 24, 11, 30), endsAt: Date.UTC(2026, 10, 24, 12, 0) };
  const istanbul = {
    eventTimeZone: 'Europe/Istanbul',
    userTimeZone: 'Europe/Istanbul',
    lead: 'event',
    locale: 'en-GB',
  } as const;

  it('is the time alone when one clock is shown and the day is the meeting’s', () => {
    expect(rescheduleTimeText(slot, meetingStartsAt, istanbul)).toBe('14:30');
    expect(
      fillRescheduleTime(
        DEFAULT_MESSAGES_EN.rescheduleRequest,
        rescheduleTimeText(slot, meetingStartsAt, istanbul),
      ),
    ).toBe('Can we reschedule? A better time for me would be: 14:30!');
  });

  it('names the leading zone when the other clock differs, in the lead the person chose', () => {
    const fromLondon = { ...istanbul, userTimeZone: 'Europe/London' };
    expect(rescheduleTimeText(slot, meetingStartsAt, fromLondon)).toBe('14:30 GMT+3');
    expect(rescheduleTimeText(slot, meetingStartsAt, { ...fromLondon, lead: 'user' })).toBe('11:30 GMT');
  });

  it('puts the day first when the slot is on another day than the meeting', () => {
    const nextDay = { startsAt: slot.startsAt + 86_400_000, endsAt: slot.endsAt + 86_400_000 };
    expect(rescheduleTimeText(nextDay, meetingStartsAt, istanbul)).toBe('Wed 25 Nov, 14:30');
  });
});
