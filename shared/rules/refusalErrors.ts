import type { ErrorName } from '../errors';
import type { ChatRefusal } from './chatAccess';
import type { InviteRefusal } from './inviteRules';

/*
 * How the server answers each refusal of the invite and chat rules (issue 20: every refusal a
 * person can meet has its own translated text, never the generic "Please check this value."). The
 * records are complete by type, so a new refusal cannot be added without naming its answer, and
 * tests/unit/renderer/api/refusalTexts.test.ts checks that every answer shows a text of its own.
 */

/** The error a meeting request refused for `reason` answers (server/services/meetings/requests.ts). */
export const INVITE_REFUSAL_ERRORS: Readonly<Record<InviteRefusal, ErrorName>> = {
  self: 'InviteSelf',
  notJoined: 'NotJoined',
  eventFinished: 'EventFinished',
  noMeetingSlots: 'NoMeetingSlots',
  ownBooth: 'OwnBooth',
  typeNotAllowed: 'InviteTypeNotAllowed',
};

/**
 * The error opening or adding to a room refused for `reason` answers (server/services/chat). Who
 * ignored me is not told apart from a type not allowed: the answer must not reveal it.
 */
export const CHAT_REFUSAL_ERRORS: Readonly<Record<ChatRefusal, ErrorName>> = {
  self: 'ChatNotAllowed',
  notJoined: 'NotJoined',
  typeNotAllowed: 'ChatNotAllowed',
  ignored: 'ChatNotAllowed',
};
