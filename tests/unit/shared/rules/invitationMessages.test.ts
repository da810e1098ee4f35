import { describe, expect, it } from 'vitest';
import {
  invitationMessages,
  type InvitationTexts,
  type MeetingTexts,
} from '@shared/rules/invitationMessages';

/** Ada (a) asks Bob (b); Cem (c) is on Bob's booth team. */
const request = (over: Partial<InvitationTexts & { id: string }> = {}): InvitationTexts & { id: string } => ({
  id: 'inv1',
  type: 'join',
  state: 'waiting',
  fromParticipantId: 'a',
  toParticipantId: 'b',
  message: 'Coffee?',
  answerMessage: null,
  answeredBy: null,
  ...over,
});
const meeting = (over: Partial<MeetingTexts> = {}): MeetingTexts => ({
  status: 'accepted',
  invitationId: 'inv1',
  executorId: 'b',
  cancelMessage: null,
  ...over,
});

describe('invitationMessages: each message with its author and its step', () => {
  it('a waiting request is its sender’s message only', () => {
    expect(invitationMessages(request(), null)).toEqual([
      { step: 'request', authorId: 'a', text: 'Coffee?' },
    ]);
  });

  it('a reschedule is its sender’s reschedule message, whichever of the two asked', () => {
    const asked = request({
      type: 'reschedule',
      fromParticipantId: 'b',
      toParticipantId: 'a',
      message: '15:00?',
    });
    expect(invitationMessages(asked, meeting())).toEqual([
      { step: 'reschedule', authorId: 'b', text: '15:00?' },
    ]);
  });

  it.each([
    ['accepted', 'accept', 'b'],
    ['rejected', 'decline', 'b'],
    ['revoked', 'revoke', 'a'],
  ] as const)('an answer when %s is a %s by its usual author (%s) when not stored', (state, step, author) => {
    expect(invitationMessages(request({ state, answerMessage: 'Reply' }), null)).toEqual([
      { step: 'request', authorId: 'a', text: 'Coffee?' },
      { step, authorId: author, text: 'Reply' },
    ]);
  });

  it('a booth teammate’s accept is the teammate’s', () => {
    const accepted = request({
      type: 'company',
      state: 'accepted',
      answerMessage: 'Welcome',
      answeredBy: 'c',
    });
    expect(invitationMessages(accepted, meeting({ executorId: 'c' }))[1]).toEqual({
      step: 'accept',
      authorId: 'c',
      text: 'Welcome',
    });
  });

  it('a cancelled meeting adds its canceller’s message after the request’s and the accept’s, which stay', () => {
    const cancelled = request({ state: 'cancelled', answerMessage: 'Gladly', answeredBy: 'b' });
    expect(
      invitationMessages(
        cancelled,
        meeting({ status: 'cancelled', executorId: 'a', cancelMessage: 'Flight moved' }),
      ),
    ).toEqual([
      { step: 'request', authorId: 'a', text: 'Coffee?' },
      { step: 'accept', authorId: 'b', text: 'Gladly' },
      { step: 'cancel', authorId: 'a', text: 'Flight moved' },
    ]);
  });

  it('a meeting’s cancel belongs to the request that made it, not to a reschedule of it', () => {
    const reschedule = request({ id: 'r1', type: 'reschedule', state: 'cancelled', message: 'Later?' });
    expect(
      invitationMessages(reschedule, meeting({ status: 'cancelled', executorId: 'a', cancelMessage: 'Bye' })),
    ).toEqual([{ step: 'reschedule', authorId: 'a', text: 'Later?' }]);
  });

  it('leaves out what nobody wrote', () => {
    expect(
      invitationMessages(request({ message: '', state: 'rejected', answerMessage: '  ' }), null),
    ).toEqual([]);
  });
});
