import { inviteRefusal, type Invitee, type Inviter } from './inviteRules';

/*
 * Who may open a chat with whom (spec networking §6: "Invite and chat buttons show only if the
 * attendee can be invited … Users cannot invite or chat with themselves"; issue 12: a person who
 * ignored you cannot be reached). The chat button and the server's room creation ask this one
 * function.
 */

/**
 * self: never oneself; notJoined: they have no account yet, so no one would read the room;
 * typeNotAllowed: a restricted event whose invitationRights of my type lack
 * theirs (organizers pass); ignored: they marked me ignored in the directory (their participant
 * tag), so I cannot open a room with them.
 */
export type ChatRefusal = 'self' | 'notJoined' | 'typeNotAllowed' | 'ignored';

export interface ChatContext {
  restricted: boolean;
  /** The other person tagged me 'ignored' (server/db/schema/networking.ts participantTags). */
  ignoredByThem: boolean;
}

/**
 * null when I may open a room with them. The invite rule decides who may be addressed at all; its
 * meeting-only refusals (the event finished, no meeting slot left, one's own booth) do not apply
 * to talking, so they are asked with a context where none of them holds.
 */
export function chatRefusal(me: Inviter, them: Invitee, ctx: ChatContext): ChatRefusal | null {
  const invite = inviteRefusal(me, them, {
    restricted: ctx.restricted,
    eventFinished: false,
    hasOpenMeetingSlots: true,
    toBoothId: null,
  });
  if (invite === 'self' || invite === 'notJoined' || invite === 'typeNotAllowed') return invite;
  return ctx.ignoredByThem ? 'ignored' : null;
}
