import { DAY_MS, INVITATION_EXPIRY_MS } from '../constants';
import type { Invitation, InvitationState, LiveOrPast } from '../schemas/invitations';

/**
 * Whether an invitation can still be acted on (spec core §4 "An invitation is live when…") and
 * which invitations count against a participant type's meeting cap (spec §4 counting rules,
 * DECISIONS 9). Instants are UTC milliseconds; no zone plays a part.
 */

/** What liveness depends on besides the clock. */
export interface LivenessFacts {
  /** null: the spec's "empty" state, live like waiting. */
  state: InvitationState | null;
  edt: number;
  /** Both sender and receiver still exist (neither deleted nor gone from the event). */
  partiesExist: boolean;
  /** The end of the meeting the invitation is about (its csid), null when there is none yet. */
  meetingEndsAt: number | null;
}

/**
 * Live: waiting (or empty), both parties exist, its expiry has not passed 24 hours (at exactly
 * edt + 24 h it has not passed yet — the wording of isEventFinished's "one day after") and its
 * meeting has not expired (a meeting is over from its end on, as sessionState.upcomingState says).
 */
export function isInvitationLive(f: LivenessFacts, now: number): boolean {
  return (
    (f.state === null || f.state === 'waiting') &&
    f.partiesExist &&
    now <= f.edt + INVITATION_EXPIRY_MS &&
    (f.meetingEndsAt === null || now < f.meetingEndsAt)
  );
}

/** The spec's Invitation.status. Past invitations take no actions (the server refuses them). */
export function invitationLiveness(f: LivenessFacts, now: number): LiveOrPast {
  return isInvitationLive(f, now) ? 'live' : 'past';
}

/** The fields the meeting count reads. */
export type CountedInvitation = Pick<Invitation, 'type' | 'state' | 'fpid' | 'tpid' | 'edt'>;

/**
 * Whether an invitation takes one of the participant's meetings (DECISIONS 9: sent plus received in
 * the event, excluding those that ended more than a day ago). Participant ids are per event, so
 * "in the event" is "sent or received by this participant". Ours, where the spec is silent:
 * - only meeting requests count (join, company): a reschedule moves a meeting its request already
 *   counts;
 * - only waiting and accepted ones: a revoked, rejected or cancelled request is no meeting, and
 *   counting it would let one refusal use up someone's cap;
 * - an invitation ends at its edt (a request's expiry, an accepted one's meeting end); at exactly a
 *   day after, it has not ended *more* than a day ago and still counts.
 */
export function countsTowardMeetingLimit(
  inv: CountedInvitation,
  participantId: string,
  now: number,
): boolean {
  return (
    (inv.fpid === participantId || inv.tpid === participantId) &&
    inv.type !== 'reschedule' &&
    (inv.state === 'waiting' || inv.state === 'accepted') &&
    now - inv.edt <= DAY_MS
  );
}

/** How many of the participant's meetings the invitations take (compare with maxMeetingCount). */
export function meetingCount(
  invitations: readonly CountedInvitation[],
  participantId: string,
  now: number,
): number {
  return invitations.filter((inv) => countsTowardMeetingLimit(inv, participantId, now)).length;
}

/**
 * Whether the cap is reached: no further request may be sent to or by this participant ("meeting
 * limit exceeded for the event"). maxMeetingCount null (absent) means no cap (DECISIONS 9).
 */
export function meetingLimitReached(count: number, maxMeetingCount: number | null): boolean {
  return maxMeetingCount !== null && count >= maxMeetingCount;
}
