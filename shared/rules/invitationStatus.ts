import type { Invitation, InvitationSegment, InvitationViewStatus } from '../schemas/invitations';
import { isInvitationLive } from './invitationLiveness';
import type { TimeSpan } from './sessionState';

/**
 * What the invitation screen /event/{eventId}/invitation/{participantId} shows about me and one
 * other participant (spec core §4 "Invitation view status", "Relation states", "Segment").
 */

export type { InvitationViewStatus };

/** Spec §4 relation states between two participants (also the contact states of spec networking §3). */
export type RelationState = 'none' | 'request_meeting' | 'meeting' | 'reschedule' | 'rejected';

/** The invitation fields the status reads. */
export type PairInvitation = Pick<
  Invitation,
  'id' | 'type' | 'state' | 'fpid' | 'tpid' | 'edt' | 'cdt' | 'csid'
>;

/** A meeting of the two that was not cancelled. */
export interface PairMeeting extends TimeSpan {
  id: string;
}

export interface PairFacts {
  viewerId: string;
  otherId: string;
  /** The other participant exists in the event (not deleted, not gone). */
  otherExists: boolean;
  /** Invitations between the two, in either direction, any type and state (others are ignored). */
  invitations: readonly PairInvitation[];
  /** Their meetings that were not cancelled, ended ones included (ignored). */
  meetings: readonly PairMeeting[];
  now: number;
}

/** Where the two stand, read once and shared by the view status and the relation state. */
export interface PairSituation {
  /** The meeting that has not ended yet (the earliest, should there be two). */
  meeting: PairMeeting | null;
  /** A live reschedule request on that meeting (the latest). */
  reschedule: PairInvitation | null;
  /** A live meeting request between the two (one I received wins over one I sent). */
  request: PairInvitation | null;
  /** The last meeting request between the two was rejected; who sent it is its fpid. */
  rejected: PairInvitation | null;
}

const isRequest = (inv: PairInvitation) => inv.type !== 'reschedule';
const latestFirst = (a: PairInvitation, b: PairInvitation) => b.cdt - a.cdt || (a.id < b.id ? 1 : -1);

/**
 * Reads the pair's meetings and invitations at `now`. A meeting "exists" until it ends (accepting
 * another request from the same person is refused until then, spec §4). Liveness is
 * isInvitationLive's: a request past its expiry, or whose meeting ended, no longer counts.
 */
export function pairSituation(f: PairFacts): PairSituation {
  const { viewerId, otherId, now } = f;
  const between = f.invitations.filter(
    (inv) =>
      (inv.fpid === viewerId && inv.tpid === otherId) || (inv.fpid === otherId && inv.tpid === viewerId),
  );
  const endOf = (meetingId: string | null) => f.meetings.find((m) => m.id === meetingId)?.endsAt ?? null;
  const live = (inv: PairInvitation) =>
    isInvitationLive(
      { state: inv.state, edt: inv.edt, partiesExist: f.otherExists, meetingEndsAt: endOf(inv.csid) },
      now,
    );

  const meeting =
    [...f.meetings].filter((m) => now < m.endsAt).sort((a, b) => a.startsAt - b.startsAt)[0] ?? null;
  const reschedule =
    meeting === null
      ? null
      : (between
          .filter((inv) => inv.type === 'reschedule' && inv.csid === meeting.id && live(inv))
          .sort(latestFirst)[0] ?? null);
  const liveRequests = between.filter((inv) => isRequest(inv) && live(inv)).sort(latestFirst);
  const request = liveRequests.find((inv) => inv.tpid === viewerId) ?? liveRequests[0] ?? null;
  const lastRequest = between.filter(isRequest).sort(latestFirst)[0];
  return {
    meeting,
    reschedule,
    request,
    rejected: lastRequest?.state === 'rejected' ? lastRequest : null,
  };
}

export interface ViewFacts extends PairFacts {
  /** A flow action of mine on this pair is on its way to the server. */
  commandPending: boolean;
  /** My type's maxMeetingCount is reached (invitationLiveness.meetingLimitReached). */
  limitReached: boolean;
}

/**
 * Spec §4's table. Its rows are disjoint but for three overlaps, resolved as follows (first wins):
 * 1. INVITE_DETAILS_LOADING while a command is pending, whatever else holds;
 * 2. INVITE_NOT_FOUND when the other participant does not exist, or is me;
 * 3. a meeting that has not ended: MEETING_RESCHEDULE_PENDING (I asked to move it),
 *    MEETING_RESCHEDULE (they asked), else MEETING_DETAILS;
 * 4. a live request: INVITE_RECEIVED (mine to answer; wins when both sent one, as accepting settles
 *    both), else INVITE_PENDING;
 * 5. INVITE_REJECTED when my last request to them was rejected: a declined sender cannot send again
 *    (spec §4), until they send me one. When I rejected theirs, I see INVITE_NEW ("after rejection")
 *    and may invite them myself;
 * 6. INVITE_LIMIT when I could send but my type's cap is reached — never over a request I received
 *    or a meeting: those already count, and answering them adds none;
 * 7. INVITE_NEW: nothing active — never met, met before (the meeting ended), rejected, revoked,
 *    cancelled or expired.
 */
export function invitationViewStatus(f: ViewFacts): InvitationViewStatus {
  if (f.commandPending) return 'INVITE_DETAILS_LOADING';
  if (!f.otherExists || f.otherId === f.viewerId) return 'INVITE_NOT_FOUND';
  const s = pairSituation(f);
  if (s.meeting) {
    if (s.reschedule)
      return s.reschedule.fpid === f.viewerId ? 'MEETING_RESCHEDULE_PENDING' : 'MEETING_RESCHEDULE';
    return 'MEETING_DETAILS';
  }
  if (s.request) return s.request.tpid === f.viewerId ? 'INVITE_RECEIVED' : 'INVITE_PENDING';
  if (s.rejected?.fpid === f.viewerId) return 'INVITE_REJECTED';
  if (f.limitReached) return 'INVITE_LIMIT';
  return 'INVITE_NEW';
}

/** Whether I may send the other a new request now: only from INVITE_NEW (the server checks the same). */
export function maySendRequest(status: InvitationViewStatus): boolean {
  return status === 'INVITE_NEW';
}

/**
 * Spec §4 relation state, the same for both sides: reschedule or meeting while a meeting has not
 * ended, request_meeting while a request is live, rejected when the last request was rejected
 * (by either), else none.
 */
export function relationState(f: PairFacts): RelationState {
  if (!f.otherExists || f.otherId === f.viewerId) return 'none';
  const s = pairSituation(f);
  if (s.meeting) return s.reschedule ? 'reschedule' : 'meeting';
  if (s.request) return 'request_meeting';
  return s.rejected ? 'rejected' : 'none';
}

/** The viewer as segments see them. */
export interface SegmentViewer {
  participantId: string;
  boothId: string | null;
}

/**
 * Spec §4 segment: sent when I sent it; company for a booth's invitation (to my booth, or to a team
 * member, which I see only as a member of that booth); otherwise received. Ours: "for booth users"
 * is read as invitations through the booth — a personal request to a booth member is theirs, received.
 */
export function invitationSegment(
  inv: Pick<Invitation, 'fpid' | 'tpid' | 'toBoothId'>,
  viewer: SegmentViewer,
): InvitationSegment {
  if (inv.fpid === viewer.participantId) return 'sent';
  const toMyBooth = inv.toBoothId !== null && inv.toBoothId === viewer.boothId;
  return toMyBooth || inv.tpid !== viewer.participantId ? 'company' : 'received';
}
