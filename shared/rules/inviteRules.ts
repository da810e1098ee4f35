/**
 * Who may send whom a meeting request (spec core §5 "Invite buttons appear only if…", §6, spec
 * networking §6). The directory's Meet button, the invitation screen and the server's send all ask
 * this one function; the answer names why not, so a disabled button can say it.
 */

/** The participant who would send the request. */
export interface Inviter {
  participantId: string;
  typeId: string;
  organizer: boolean;
  /** The booth I belong to (owner or member), null when none. */
  boothId: string | null;
  /** I own `boothId` (its ownerParticipantId). */
  boothOwner: boolean;
  /** My type's invitationRights: the type ids it may invite. */
  invitationRights: readonly string[];
}

/** The participant the request would go to (for a booth's invitation, its owner). */
export interface Invitee {
  participantId: string;
  typeId: string;
  boothId: string | null;
  /** Their account; null for a ticket holder imported from ticketing who has not signed up yet. */
  userId: string | null;
}

export interface InviteContext {
  /** Restricted events limit invitations to the types of invitationRights (spec §6). */
  restricted: boolean;
  /** The meet button is disabled when the event is finished (spec §5). */
  eventFinished: boolean;
  /** A moostoo session with an occurrence that has not ended exists (spec §5). */
  hasOpenMeetingSlots: boolean;
  /** The request is a company invitation to this booth; null for a personal one. */
  toBoothId: string | null;
}

/**
 * Why a request may not be sent:
 * - self: users cannot invite themselves;
 * - notJoined: they have no account yet (a ticket holder who has not signed up): no one could
 *   answer the request, so nothing is offered until they join;
 * - eventFinished: the event is over;
 * - noMeetingSlots: the event has no 1:1 meeting slot left;
 * - ownBooth: a booth owner inviting their own booth's participants, or anyone inviting the booth
 *   they belong to (spec §6: they get an edit-company button instead of Meet);
 * - typeNotAllowed: a restricted event, and my type's invitationRights lack theirs.
 */
export type InviteRefusal =
  'self' | 'notJoined' | 'eventFinished' | 'noMeetingSlots' | 'ownBooth' | 'typeNotAllowed';

/**
 * null when the request may be sent. First match wins, in the order of InviteRefusal. Organizers
 * "can always invite" (spec §6): they pass the type check, but not the others, which are not
 * permissions but things no request can get past.
 */
export function inviteRefusal(inviter: Inviter, invitee: Invitee, ctx: InviteContext): InviteRefusal | null {
  if (inviter.participantId === invitee.participantId) return 'self';
  if (!hasJoined(invitee)) return 'notJoined';
  if (ctx.eventFinished) return 'eventFinished';
  if (!ctx.hasOpenMeetingSlots) return 'noMeetingSlots';
  if (isOwnBooth(inviter, invitee, ctx.toBoothId)) return 'ownBooth';
  if (!inviter.organizer && ctx.restricted && !inviter.invitationRights.includes(invitee.typeId))
    return 'typeNotAllowed';
  return null;
}

/**
 * Whether the person has an account: a ticket holder imported from ticketing has none until they
 * sign up, and can be neither met nor chatted with (notJoined) — the cards and profiles say so.
 */
export const hasJoined = (person: { userId: string | null }): boolean => person.userId !== null;

/** Whether the request may be sent (inviteRefusal is null). */
export function mayInvite(inviter: Inviter, invitee: Invitee, ctx: InviteContext): boolean {
  return inviteRefusal(inviter, invitee, ctx) === null;
}

function isOwnBooth(inviter: Inviter, invitee: Invitee, toBoothId: string | null): boolean {
  if (inviter.boothId === null) return false;
  if (toBoothId !== null) return toBoothId === inviter.boothId;
  return inviter.boothOwner && invitee.boothId === inviter.boothId;
}
