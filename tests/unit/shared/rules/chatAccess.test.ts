import { describe, expect, it } from 'vitest';
import { chatRefusal, type ChatContext, type ChatRefusal } from '@shared/rules/chatAccess';
import type { Invitee, Inviter } from '@shared/rules/inviteRules';

/** An attendee whose type may invite attendees, owner of the Acme booth. */
const me = (over: Partial<Inviter> = {}): Inviter =>
  Object.freeze({
    participantId: 'p-ada',
    typeId: 'attendee',
    organizer: false,
    boothId: 'b-acme',
    boothOwner: true,
    invitationRights: ['attendee'],
    ...over,
  });
const them = (over: Partial<Invitee> = {}): Invitee =>
  Object.freeze({ participantId: 'p-bob', typeId: 'attendee', boothId: null, userId: 'u-bob', ...over });
const ctx = (over: Partial<ChatContext> = {}): ChatContext =>
  Object.freeze({ restricted: true, ignoredByThem: false, ...over });

describe('who may chat (spec networking §6; issue 12)', () => {
  it.each<[string, Partial<Inviter>, Partial<Invitee>, Partial<ChatContext>, ChatRefusal | null]>([
    ['an allowed type', {}, {}, {}, null],
    ['never oneself', {}, { participantId: 'p-ada' }, {}, 'self'],
    ['not someone who has not signed up yet', {}, { userId: null }, {}, 'notJoined'],
    [
      'not someone who has not signed up, even for an organizer',
      { organizer: true },
      { userId: null },
      {},
      'notJoined',
    ],
    [
      'not someone who has not signed up, before whether they ignored me',
      {},
      { userId: null },
      { ignoredByThem: true },
      'notJoined',
    ],
    ['a restricted event and a type my rights lack', {}, { typeId: 'vip' }, {}, 'typeNotAllowed'],
    ['an unrestricted event lets any type be reached', {}, { typeId: 'vip' }, { restricted: false }, null],
    ['organizers reach any type', { organizer: true }, { typeId: 'vip' }, {}, null],
    ['someone who ignored me cannot be reached', {}, {}, { ignoredByThem: true }, 'ignored'],
    [
      'a booth owner may talk to the own booth’s people (a meeting-only refusal)',
      {},
      { boothId: 'b-acme' },
      {},
      null,
    ],
  ])('%s', (_, mine, theirs, c, expected) => {
    expect(chatRefusal(me(mine), them(theirs), ctx(c))).toBe(expected);
  });
});
