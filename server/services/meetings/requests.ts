import type { z } from 'zod';
import { declineRefusal } from '@shared/rules/declineRule';
import { meetingCount, meetingLimitReached } from '@shared/rules/invitationLiveness';
import { invitationViewStatus, type InvitationViewStatus } from '@shared/rules/invitationStatus';
import { inviteRefusal, type InviteRefusal } from '@shared/rules/inviteRules';
import { messageOrDefault } from '@shared/rules/meetingTexts';
import { INVITE_REFUSAL_ERRORS } from '@shared/rules/refusalErrors';
import type {
  rejectInvitationBody,
  revokeInvitationBody,
  sendInvitationBody,
} from '@shared/schemas/invitations';
import type { InvitationRow } from '../../db/repositories/invitations';
import { AppError, appError, conflict, forbidden, notFound } from '../../http/errors';
import { lockPair } from './booking';
import { createAccept } from './accept';
import { requireRequest } from './requestRules';
import {
  actionRunner,
  newId,
  poolsOf,
  type ActionOutcome,
  type Actor,
  type MeetingsRepositories,
  type MeetingsServiceDeps,
} from './context';

/*
 * Meeting requests (spec core §4 flow actions send, revoke, reject, confirm; §5 invite rules;
 * DECISIONS 9 and 11; docs/meetings.md "Requests"): every rule checked on the server, inside one
 * transaction holding both people's rows.
 */

/** What a refused request says in the logs; the client shows the code's own text (spec §5, §8). */
const REFUSAL_MESSAGES: Readonly<Record<InviteRefusal, string>> = {
  self: 'You cannot invite yourself',
  notJoined: 'This person has not signed up yet',
  eventFinished: 'The event has finished',
  noMeetingSlots: 'There is no available session at the moment',
  ownBooth: 'You cannot invite your own booth’s team',
  typeNotAllowed: 'Your participant type may not invite this person',
};

/** Why a request may not be sent, by the code the rule names (shared/rules/refusalErrors.ts). */
function refused(reason: InviteRefusal): AppError {
  const field = reason === 'eventFinished' || reason === 'noMeetingSlots' ? 'eventId' : 'participantId';
  return appError(INVITE_REFUSAL_ERRORS[reason], REFUSAL_MESSAGES[reason], { field });
}

/** What the pair's view status says about sending another request (spec §4's table). */
function pairRefusal(status: InvitationViewStatus): AppError | null {
  switch (status) {
    case 'INVITE_NEW':
      return null;
    case 'INVITE_LIMIT':
      return conflict('MeetingLimit', 'Meeting limit exceeded for the event', { field: 'participantId' });
    case 'INVITE_REJECTED':
      return conflict('InvitationDeclined', 'Your invitation was declined', { field: 'participantId' });
    case 'INVITE_NOT_FOUND':
      return notFound('Participant', 'participantId');
    default:
      return conflict('MeetingUnderWay', 'You already have a request or a meeting with this person', {
        field: 'participantId',
      });
  }
}

/** Where the two stand, read under their locks (shared/rules/invitationStatus.ts). */
export async function pairStatus(
  r: MeetingsRepositories,
  me: Actor,
  otherId: string,
  otherListed: boolean,
  now: number,
): Promise<InvitationViewStatus> {
  const eventId = me.eventId;
  // One after another: inside a transaction they share one connection.
  const between = await r.invitations.betweenPair(eventId, me.participantId, otherId);
  const meetings = await r.meetings.ofPair(eventId, me.participantId, otherId);
  const mine = await r.invitations.ofParticipant(eventId, me.participantId);
  return invitationViewStatus({
    viewerId: me.participantId,
    otherId,
    otherExists: otherListed,
    invitations: between.map(pairInvitation),
    meetings,
    now,
    commandPending: false,
    limitReached: meetingLimitReached(
      meetingCount(mine.map(pairInvitation), me.participantId, now),
      me.maxMeetingCount,
    ),
  });
}

/** A row in the fields the shared rules read. */
export const pairInvitation = (row: InvitationRow) => ({
  id: row.id,
  type: row.type,
  state: row.state,
  fpid: row.fromParticipantId,
  tpid: row.toParticipantId,
  edt: row.expiresAt,
  cdt: row.createdAt,
  csid: row.meetingId,
});

/**
 * The meeting request (not a reschedule: `instead` names the action for those) the actor may act
 * on as its `role`, locked and still live.
 */
async function requestFor(
  r: MeetingsRepositories,
  me: Actor,
  invitationId: string,
  role: 'sender' | 'receiver',
  instead: string,
  now: number,
): Promise<InvitationRow> {
  return requireRequest(await r.invitations.byId(me.eventId, invitationId, true), me, role, instead, now);
}

export function createRequestActions(deps: MeetingsServiceDeps) {
  const { now } = deps;

  const act = actionRunner(deps);

  /** Ends a waiting request as revoked or rejected, keeping the answer's message as written, by `me`. */
  async function closed(
    r: MeetingsRepositories,
    me: Actor,
    row: InvitationRow,
    state: 'revoked' | 'rejected',
    message: string | undefined,
    tell: ActionOutcome['tell'],
  ): Promise<ActionOutcome> {
    const invitation = await r.invitations.update(row.id, {
      state,
      answerMessage: message?.trim() ?? '',
      answeredBy: me.participantId,
      updatedAt: now(),
    });
    return { invitation, meetingId: null, pools: poolsOf(invitation), tell };
  }

  return {
    /** Send a meeting request (ours: POST /v1/event/schedule/invite), to a person or a booth's owner. */
    send(userId: string, body: z.output<typeof sendInvitationBody>) {
      return act(userId, body.eventId, async (r, me) => {
        const them = await r.meetings.person(body.eventId, body.participantId);
        if (!them) throw notFound('Participant', 'participantId');
        if (body.toBoothId !== undefined && them.boothId !== body.toBoothId) {
          throw conflict('NotOnBoothTeam', 'The person is not on that booth’s team', { field: 'toBoothId' });
        }
        const refusal = inviteRefusal(me, them, {
          restricted: me.restricted,
          eventFinished: me.eventFinished,
          hasOpenMeetingSlots: await r.meetings.hasOpenSlot(body.eventId, now()),
          toBoothId: body.toBoothId ?? null,
        });
        if (refusal !== null) throw refused(refusal);
        await lockPair(r.db, body.eventId, me.participantId, them.participantId);
        const blocked = pairRefusal(await pairStatus(r, me, them.participantId, true, now()));
        if (blocked) throw blocked;
        const expiresAt = await r.meetings.lastSlotEnd(body.eventId);
        const invitation = await r.invitations.insert({
          id: newId(),
          eventId: body.eventId,
          type: body.toBoothId === undefined ? 'join' : 'company',
          fromParticipantId: me.participantId,
          toParticipantId: them.participantId,
          toBoothId: body.toBoothId ?? null,
          message: messageOrDefault('send', body.message),
          expiresAt: expiresAt ?? now(),
          createdAt: now(),
          updatedAt: now(),
        });
        return {
          invitation,
          meetingId: null,
          pools: poolsOf(invitation),
          tell: { to: [them.participantId], type: 'meeting_request' },
        };
      });
    },

    /** The sender withdraws a waiting request. */
    revoke(userId: string, body: z.output<typeof revokeInvitationBody>) {
      return act(userId, body.eventId, async (r, me) => {
        const row = await requestFor(r, me, body.invitationId, 'sender', 'revokeReschedule', now());
        return closed(r, me, row, 'revoked', body.message, {
          to: [row.toParticipantId],
          type: 'meeting_revoked',
        });
      });
    },

    /**
     * The receiver declines; the sender cannot send again (spec §4). A booth's invitation only the
     * member it was sent to declines, not the rest of the team (declineRefusal).
     */
    reject(userId: string, body: z.output<typeof rejectInvitationBody>) {
      return act(userId, body.eventId, async (r, me) => {
        const row = await requestFor(r, me, body.invitationId, 'receiver', 'rejectReschedule', now());
        const refusal = declineRefusal(
          { fpid: row.fromParticipantId, tpid: row.toParticipantId, toBoothId: row.toBoothId },
          me.participantId,
        );
        if (refusal === 'boothTeam') {
          throw forbidden(
            'Only the team member it was sent to may decline a booth’s invitation',
            'invitationId',
          );
        }
        return closed(r, me, row, 'rejected', body.message, {
          to: [row.fromParticipantId],
          type: 'meeting_rejected',
        });
      });
    },

    /**
     * The receiver (or their booth's team) accepts into a slot free for both (spec §7: invitationId,
     * message and slotId): the meeting is booked and the request, with any request the other sent
     * back, is accepted (./accept.ts).
     */
    confirm: createAccept(deps),
  };
}
