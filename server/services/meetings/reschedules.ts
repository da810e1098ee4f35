import type { z } from 'zod';
import { isInvitationLive } from '@shared/rules/invitationLiveness';
import { mayChangeMeeting } from '@shared/rules/meetingButtons';
import { messageOrDefault } from '@shared/rules/meetingTexts';
import type {
  cancelMeetingBody,
  confirmRescheduleBody,
  rejectRescheduleBody,
  rescheduleBody,
  revokeRescheduleBody,
} from '@shared/schemas/invitations';
import type { InvitationRow } from '../../db/repositories/invitations';
import type { MeetingRow } from '../../db/repositories/meetings';
import { conflict, forbidden, invalidField, notFound } from '../../http/errors';
import { requireFreeForBoth } from '../meetingSlots';
import { lockPair, meetingSlot, tableFor } from './booking';
import {
  actionRunner,
  invitationFor,
  newId,
  poolsOf,
  type Actor,
  type MeetingsRepositories,
  type MeetingsServiceDeps,
} from './context';

/*
 * Moving and cancelling a meeting (spec core §4: "Reschedule: sent, then pending (sender may
 * revoke), then respond (receiver confirms with a slot, or declines)"; cancel meeting, whose path
 * the spec does not show; docs/meetings.md "Reschedule and cancel").
 */

/** The meeting, locked, with the other of its two people; 404 unless the actor is one of the two. */
async function myMeeting(r: MeetingsRepositories, me: Actor, meetingId: string, field = 'meetingId') {
  const meeting = await r.meetings.byId(me.eventId, meetingId, true);
  const people = meeting === null ? [] : await r.meetings.participantsOf([meeting.id]);
  const booked = people.filter((p) => !p.guest).map((p) => p.participantId);
  if (meeting === null || !booked.includes(me.participantId)) throw notFound('Meeting', field);
  const other = booked.find((id) => id !== me.participantId);
  if (other === undefined) throw notFound('Meeting', field);
  return { meeting, other };
}

/** 409 unless the meeting is booked and may still be changed (shared/rules/meetingButtons.ts). */
function requireChangeable(meeting: MeetingRow, me: Actor, now: number, field: string): void {
  if (meeting.status !== 'accepted') {
    throw conflict('MeetingCancelled', 'This meeting was cancelled', { field });
  }
  if (!mayChangeMeeting({ ...meeting, eventType: me.eventType }, now)) {
    throw conflict('MeetingLocked', 'This meeting can no longer be changed', { field });
  }
}

/** A waiting reschedule request of the meeting that is still live. */
function requireLiveReschedule(row: InvitationRow, meeting: MeetingRow, now: number): void {
  const live =
    row.type === 'reschedule' &&
    isInvitationLive(
      { state: row.state, edt: row.expiresAt, partiesExist: true, meetingEndsAt: meeting.endsAt },
      now,
    );
  if (!live) {
    throw conflict('InvitationNotLive', 'This request can no longer be answered', { field: 'invitationId' });
  }
}

export function createRescheduleActions(deps: MeetingsServiceDeps) {
  const { now } = deps;
  const act = actionRunner(deps);

  /** The reschedule request and its meeting, for an answer by `role`. */
  async function rescheduleFor(
    r: MeetingsRepositories,
    me: Actor,
    invitationId: string,
    role: 'sender' | 'receiver',
  ) {
    const row = await invitationFor(r, me.eventId, invitationId, me);
    if (row.type !== 'reschedule') throw invalidField('invitationId', 'Not a reschedule request');
    const mine = (role === 'sender' ? row.fromParticipantId : row.toParticipantId) === me.participantId;
    if (!mine) throw forbidden(`Only its ${role} may do this`, 'invitationId');
    const { meeting } = await myMeeting(r, me, row.meetingId ?? '', 'invitationId');
    requireLiveReschedule(row, meeting, now());
    return { row, meeting };
  }

  return {
    /** Either of the two asks to move the meeting; the message is required (spec §4). */
    reschedule(userId: string, body: z.output<typeof rescheduleBody>) {
      return act(userId, body.eventId, async (r, me) => {
        const { meeting, other } = await myMeeting(r, me, body.meetingId);
        requireChangeable(meeting, me, now(), 'meetingId');
        if ((await r.invitations.waitingReschedules(meeting.id)).length > 0) {
          throw conflict('MeetingUnderWay', 'A reschedule of this meeting is already waiting', {
            field: 'meetingId',
          });
        }
        const invitation = await r.invitations.insert({
          id: newId(),
          eventId: body.eventId,
          type: 'reschedule',
          fromParticipantId: me.participantId,
          toParticipantId: other,
          meetingId: meeting.id,
          message: body.message,
          expiresAt: meeting.endsAt,
          createdAt: now(),
          updatedAt: now(),
        });
        return {
          invitation,
          meetingId: meeting.id,
          pools: poolsOf(invitation),
          tell: { to: [other], type: 'reschedule_request' },
        };
      });
    },

    /** Its sender withdraws the reschedule request; the meeting stays where it is. */
    revokeReschedule(userId: string, body: z.output<typeof revokeRescheduleBody>) {
      return act(userId, body.eventId, async (r, me) => {
        const { row, meeting } = await rescheduleFor(r, me, body.invitationId, 'sender');
        const invitation = await r.invitations.update(row.id, {
          state: 'revoked',
          answerMessage: body.message?.trim() ?? '',
          answeredBy: me.participantId,
          updatedAt: now(),
        });
        return {
          invitation,
          meetingId: meeting.id,
          pools: poolsOf(invitation),
          tell: { to: [invitation.toParticipantId], type: 'reschedule_revoked' },
        };
      });
    },

    /** The other keeps the meeting where it is ("Unfortunately I cannot reschedule." when silent). */
    rejectReschedule(userId: string, body: z.output<typeof rejectRescheduleBody>) {
      return act(userId, body.eventId, async (r, me) => {
        const { row, meeting } = await rescheduleFor(r, me, body.invitationId, 'receiver');
        const invitation = await r.invitations.update(row.id, {
          state: 'rejected',
          answerMessage: messageOrDefault('rejectReschedule', body.message),
          answeredBy: me.participantId,
          updatedAt: now(),
        });
        return {
          invitation,
          meetingId: meeting.id,
          pools: poolsOf(invitation),
          tell: { to: [invitation.fromParticipantId], type: 'reschedule_rejected' },
        };
      });
    },

    /** The other moves the meeting to a slot free for both (the meeting's own time does not count). */
    confirmReschedule(userId: string, body: z.output<typeof confirmRescheduleBody>) {
      return act(userId, body.eventId, async (r, me) => {
        const { row, meeting } = await rescheduleFor(r, me, body.invitationId, 'receiver');
        requireChangeable(meeting, me, now(), 'invitationId');
        const slot = await meetingSlot(r.db, body.eventId, body.slotId, now());
        await lockPair(r.db, body.eventId, row.fromParticipantId, row.toParticipantId);
        await requireFreeForBoth(r.db, {
          eventId: body.eventId,
          participantIds: [row.fromParticipantId, row.toParticipantId],
          slot,
          exceptMeetingId: meeting.id,
        });
        await r.meetings.update(meeting.id, {
          sessionId: slot.sessionId,
          occurrenceId: slot.id,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          onSite: slot.onSite,
          ...(await tableFor(r.db, slot)),
          executorId: me.participantId,
          sequence: meeting.sequence + 1,
          updatedAt: now(),
        });
        const pools = new Set<string>();
        for (const made of await r.invitations.ofMeeting(meeting.id)) {
          if (made.type !== 'reschedule' && made.state === 'accepted') {
            poolsOf(
              await r.invitations.update(made.id, { expiresAt: slot.endsAt, updatedAt: now() }),
            ).forEach((p) => pools.add(p));
          }
        }
        const invitation = await r.invitations.update(row.id, {
          state: 'accepted',
          answerMessage: body.message?.trim() ?? '',
          answeredBy: me.participantId,
          expiresAt: slot.endsAt,
          updatedAt: now(),
        });
        poolsOf(invitation).forEach((p) => pools.add(p));
        return {
          invitation,
          meetingId: meeting.id,
          pools: [...pools],
          tell: { to: [invitation.fromParticipantId], type: 'rescheduled_session' },
        };
      });
    },

    /**
     * Either of the two cancels the meeting (ours: POST /v1/event/schedule/cancelMeeting): it is
     * kept as cancelled with the canceller's message (the canceller is its executor), the invitation
     * that made it becomes cancelled — its request's and accept's messages kept as written — and a
     * waiting reschedule too.
     */
    cancelMeeting(userId: string, body: z.output<typeof cancelMeetingBody>) {
      return act(userId, body.eventId, async (r, me) => {
        const { meeting, other } = await myMeeting(r, me, body.meetingId);
        requireChangeable(meeting, me, now(), 'meetingId');
        const said = messageOrDefault('cancelMeeting', body.message);
        await r.meetings.update(meeting.id, {
          status: 'cancelled',
          cancelMessage: said,
          executorId: me.participantId,
          sequence: meeting.sequence + 1,
          updatedAt: now(),
        });
        const pools = new Set<string>();
        let made: InvitationRow | null = null;
        for (const row of await r.invitations.ofMeeting(meeting.id)) {
          if (row.state !== 'accepted' && row.state !== 'waiting') continue;
          const cancelled = await r.invitations.update(row.id, { state: 'cancelled', updatedAt: now() });
          if (row.id === meeting.invitationId) made = cancelled;
          poolsOf(cancelled).forEach((p) => pools.add(p));
        }
        return {
          invitation: made,
          meetingId: meeting.id,
          pools: [...pools, me.participantId],
          tell: { to: [other], type: 'session_cancelled' },
          said,
        };
      });
    },
  };
}
