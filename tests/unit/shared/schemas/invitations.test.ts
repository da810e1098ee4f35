import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  cancelMeetingBody,
  confirmInvitationBody,
  confirmRescheduleBody,
  invitationListQuery,
  rejectInvitationBody,
  rescheduleBody,
  sendInvitationBody,
} from '@shared/schemas/invitations';
import { MAX_LENGTH } from '@shared/schemas/limits';
import { markNotificationsSeenBody, notification } from '@shared/schemas/notifications';

const EVENT = '0123456789abcdef0123456789abcdef';
const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('flow action bodies', () => {
  it('accept carries invitationId, slotId and an optional message (spec core §7)', () => {
    expect(
      messages(confirmInvitationBody, { eventId: EVENT, invitationId: 'inv-1', slotId: 'occ-3' }),
    ).toEqual([]);
    expect(messages(confirmInvitationBody, { eventId: EVENT, invitationId: 'inv-1', message: 'Hi' })).toEqual(
      ['slotId: Invalid input: expected string, received undefined'],
    );
    expect(messages(confirmRescheduleBody, { eventId: EVENT, invitationId: 'inv-1', slotId: ' ' })).toEqual([
      'slotId: validation.error.required',
    ]);
  });

  it('requires a reschedule request’s message, blank counting as missing (spec core §4)', () => {
    const body = { eventId: EVENT, meetingId: 'm-1' };
    expect(messages(rescheduleBody, { ...body, message: 'Can we make it 15:00?' })).toEqual([]);
    expect(messages(rescheduleBody, { ...body, message: '   ' })).toEqual([
      'message: validation.error.required',
    ]);
    expect(messages(rescheduleBody, body)).toHaveLength(1);
  });

  it('lets the other messages be empty (the server fills the default where the spec has one)', () => {
    expect(sendInvitationBody.parse({ eventId: EVENT, participantId: 'p-bora' })).toEqual({
      eventId: EVENT,
      participantId: 'p-bora',
    });
    expect(messages(cancelMeetingBody, { eventId: EVENT, meetingId: 'm-1', message: '' })).toEqual([]);
    expect(messages(rejectInvitationBody, { eventId: EVENT, invitationId: 'inv-1' })).toEqual([]);
  });

  it('refuses a message too long or with a NUL byte', () => {
    const body = { eventId: EVENT, participantId: 'p-bora' };
    expect(messages(sendInvitationBody, { ...body, message: 'x'.repeat(MAX_LENGTH.shortText) })).toEqual([]);
    expect(messages(sendInvitationBody, { ...body, message: 'x'.repeat(MAX_LENGTH.shortText + 1) })).toEqual([
      'message: validation.error.tooLong',
    ]);
    expect(messages(sendInvitationBody, { ...body, message: 'hi\u0000' })).toEqual([
      'message: validation.error.invalidCharacters',
    ]);
    expect(messages(rescheduleBody, { eventId: EVENT, meetingId: 'm-1', message: 'x\u0000' })).toEqual([
      'message: validation.error.invalidCharacters',
    ]);
  });
});

describe('invitation list query', () => {
  it('lists live and past unless asked, and trims the search', () => {
    expect(invitationListQuery.parse({ query: ' Bora ' })).toEqual({ query: 'Bora' });
    expect(invitationListQuery.parse({ status: 'past' })).toEqual({ status: 'past' });
    expect(messages(invitationListQuery, { state: 'pending' })).toHaveLength(1);
  });
});

describe('notifications', () => {
  const item = {
    id: 'n-1',
    dt: 1_778_580_000_000,
    sesId: 'm-1',
    eId: EVENT,
    det: {
      eventId: EVENT,
      invitationId: 'inv-1',
      meetingId: 'm-1',
      participantId: 'p-bora',
      postId: null,
      pollId: null,
    },
    actor: null,
    seen: false,
  };

  it('keeps user types and event types in their own family', () => {
    expect(
      messages(notification, { ...item, typeNotification: 'user', type: 'rescheduled_session' }),
    ).toEqual([]);
    expect(messages(notification, { ...item, typeNotification: 'event', type: 'poll_finished' })).toEqual([]);
    expect(messages(notification, { ...item, typeNotification: 'event', type: 'confirmed' })).toHaveLength(1);
    expect(messages(notification, { ...item, typeNotification: 'user', type: 'announcement' })).toHaveLength(
      1,
    );
  });

  it('marks seen by ids, at most a list’s worth', () => {
    expect(markNotificationsSeenBody.parse({})).toEqual({ ids: [], seenAll: false });
    expect(messages(markNotificationsSeenBody, { ids: ['n-1', ''] })).toEqual([
      'ids.1: validation.error.required',
    ]);
  });
});
