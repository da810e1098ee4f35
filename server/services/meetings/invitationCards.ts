import { invitationLiveness } from '@shared/rules/invitationLiveness';
import { invitationMessages } from '@shared/rules/invitationMessages';
import { invitationSegment, type SegmentViewer } from '@shared/rules/invitationStatus';
import type { Invitation } from '@shared/schemas/invitations';
import type { InvitationRow } from '../../db/repositories/invitations';
import type { MeetingRow } from '../../db/repositories/meetings';
import type { PersonRow } from '../../db/repositories/participants';
import { notFound } from '../../http/errors';

/*
 * An invitation row as one viewer sees it: the spec's Invitation (shared/schemas/invitations.ts),
 * with the other side, the meeting it made, its segment and whether it is still live.
 */

/** What the cards of a list are made from, read once for all of them. */
export interface CardContext {
  viewer: SegmentViewer;
  /** The people of the invitations, listed ones only: someone missing was deleted. */
  people: ReadonlyMap<string, PersonRow>;
  /** The meetings the invitations made or would move. */
  meetings: ReadonlyMap<string, MeetingRow>;
  /** The latest reschedule request of each meeting, by meeting id. */
  reschedules: ReadonlyMap<string, InvitationRow>;
  now: number;
}

export function toInvitation(row: InvitationRow, c: CardContext): Invitation {
  const me = c.viewer.participantId;
  const sent = row.fromParticipantId === me;
  const oppId = sent ? row.toParticipantId : row.fromParticipantId;
  const meeting = row.meetingId === null ? undefined : c.meetings.get(row.meetingId);
  const segment = invitationSegment(
    { fpid: row.fromParticipantId, tpid: row.toParticipantId, toBoothId: row.toBoothId },
    c.viewer,
  );
  const lastReschedule = meeting === undefined ? undefined : c.reschedules.get(meeting.id);
  // The viewer is a listed member (the service checked), so they are among the people.
  const myDetails = c.people.get(me);
  if (!myDetails) throw notFound('Participant');
  return {
    id: row.id,
    eventId: row.eventId,
    type: row.type,
    state: row.state,
    fpid: row.fromParticipantId,
    tpid: row.toParticipantId,
    oppId,
    sessionId: meeting?.sessionId ?? null,
    csid: row.meetingId,
    edt: row.expiresAt,
    cdt: row.createdAt,
    sent,
    message: row.message,
    messages: invitationMessages(row, meeting ?? null),
    toBoothId: row.toBoothId,
    segment,
    status: invitationLiveness(
      {
        state: row.state,
        edt: row.expiresAt,
        partiesExist: c.people.has(row.fromParticipantId) && c.people.has(row.toParticipantId),
        meetingEndsAt: meeting?.endsAt ?? null,
      },
      c.now,
    ),
    myInvitation: sent || row.toParticipantId === me,
    meetingDetails: meeting
      ? {
          status: meeting.status,
          createdAt: meeting.createdAt,
          executorId: meeting.executorId,
          invitationId: meeting.invitationId ?? row.id,
          sessionId: meeting.sessionId,
          type: row.type,
        }
      : null,
    opponentParticipant: c.people.get(oppId) ?? null,
    opponentParticipantReceived: segment === 'company' ? (c.people.get(row.toParticipantId) ?? null) : null,
    lastInvitationDetails:
      lastReschedule && lastReschedule.id !== row.id
        ? {
            id: lastReschedule.id,
            type: 'reschedule',
            message: lastReschedule.message,
            fpid: lastReschedule.fromParticipantId,
            messages: invitationMessages(lastReschedule, meeting ?? null),
          }
        : null,
    myDetails,
    me,
  };
}
