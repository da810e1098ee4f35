import { describe, expect, it } from 'vitest';
import {
  inviteRefusal,
  mayInvite,
  type InviteContext,
  type InviteRefusal,
  type Invitee,
  type Inviter,
} from '@shared/rules/inviteRules';

/** An attendee whose type may invite attendees and speakers, with no booth. */
function inviter(overrides: Partial<Inviter> = {}): Inviter {
  return {
    participantId: 'p-ayse',
    typeId: 'type-attendee',
    organizer: false,
    boothId: null,
    boothOwner: false,
    invitationRights: ['type-attendee', 'type-speaker'],
    ...overrides,
  };
}

/** An exhibitor of the Acme booth, signed up. */
function invitee(overrides: Partial<Invitee> = {}): Invitee {
  return {
    participantId: 'p-bora',
    typeId: 'type-exhibitor',
    boothId: 'b-acme',
    userId: 'u-bora',
    ...overrides,
  };
}

/** A restricted event that is on, with meeting slots left; a personal request. */
function ctx(overrides: Partial<InviteContext> = {}): InviteContext {
  return { restricted: true, eventFinished: false, hasOpenMeetingSlots: true, toBoothId: null, ...overrides };
}

describe('inviteRefusal (spec core §5, §6)', () => {
  it.each<[string, Partial<Inviter>, Partial<Invitee>, Partial<InviteContext>, InviteRefusal | null]>([
    ['an unrestricted event lets any type be invited', {}, {}, { restricted: false }, null],
    ['invitationRights of my type allow theirs', {}, { typeId: 'type-speaker' }, {}, null],
    ['an organizer can always invite', { organizer: true, invitationRights: [] }, {}, {}, null],
    [
      'a booth member (not the owner) may invite a colleague',
      { boothId: 'b-acme' },
      { typeId: 'type-attendee' },
      {},
      null,
    ],
    [
      'a booth owner may invite another booth',
      { boothId: 'b-zen', boothOwner: true },
      {},
      { restricted: false },
      null,
    ],
    ['refuses oneself', {}, { participantId: 'p-ayse', typeId: 'type-attendee' }, {}, 'self'],
    [
      'refuses a ticket holder who has not signed up (no one could answer)',
      {},
      { typeId: 'type-attendee', userId: null },
      {},
      'notJoined',
    ],
    [
      'refuses one who has not signed up even to an organizer',
      { organizer: true },
      { userId: null },
      { restricted: false },
      'notJoined',
    ],
    [
      'says notJoined before a finished event or a type not allowed',
      {},
      { userId: null },
      { eventFinished: true },
      'notJoined',
    ],
    ['refuses an organizer inviting themself', { organizer: true }, { participantId: 'p-ayse' }, {}, 'self'],
    [
      'refuses on a finished event',
      {},
      { typeId: 'type-attendee' },
      { eventFinished: true },
      'eventFinished',
    ],
    [
      'refuses when no meeting slot is left',
      {},
      { typeId: 'type-attendee' },
      { hasOpenMeetingSlots: false },
      'noMeetingSlots',
    ],
    [
      'refuses a booth owner their own booth’s people',
      { boothId: 'b-acme', boothOwner: true },
      {},
      { restricted: false },
      'ownBooth',
    ],
    [
      'refuses an organizer who owns the booth its people',
      { organizer: true, boothId: 'b-acme', boothOwner: true },
      {},
      {},
      'ownBooth',
    ],
    [
      'refuses a member inviting their own booth',
      { boothId: 'b-acme' },
      {},
      { toBoothId: 'b-acme', restricted: false },
      'ownBooth',
    ],
    ['refuses a type my type may not invite on a restricted event', {}, {}, {}, 'typeNotAllowed'],
  ])('%s', (_, me, them, event, refusal) => {
    expect(inviteRefusal(inviter(me), invitee(them), ctx(event))).toBe(refusal);
    expect(mayInvite(inviter(me), invitee(them), ctx(event))).toBe(refusal === null);
  });

  it('lets an attendee invite another booth through the booth', () => {
    expect(inviteRefusal(inviter(), invitee(), ctx({ toBoothId: 'b-acme', restricted: false }))).toBeNull();
  });

  it('names the first reason when several hold', () => {
    const all: Partial<InviteContext> = { eventFinished: true, hasOpenMeetingSlots: false };
    expect(inviteRefusal(inviter(), invitee({ participantId: 'p-ayse' }), ctx(all))).toBe('self');
    expect(inviteRefusal(inviter(), invitee(), ctx(all))).toBe('eventFinished');
    expect(inviteRefusal(inviter({ boothId: 'b-acme', boothOwner: true }), invitee(), ctx())).toBe(
      'ownBooth',
    );
  });
});
