import { describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGE_KEYS, DEFAULT_MESSAGES_EN, messageOrDefault } from '@shared/rules/meetingTexts';

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
