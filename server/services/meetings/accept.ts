import type { z } from 'zod';
import { messageOrDefault } from '@shared/rules/meetingTexts';
import type { confirmInvitationBody, InvitationActionResult } from '@shared/schemas/invitations';
import { queuedJobColumns } from '../../db/repositories/queuedJobs';
import {
  createMeetingBookingRepository,
  meetingColumns,
  type AcceptFacts,
} from '../../db/repositories/meetingBooking';
import { notificationColumns } from '../../db/repositories/notifications';
import { conflict, notFound } from '../../http/errors';
import { collisionRefusal, commitmentsByPerson } from '../commitments';
import { createNotifier } from '../notifier';
import { meetingUnderWay, requireSlot } from './booking';
import { bookedResult } from './cards';
import { meetingMessageJob } from '../chat';
import { actionResult, afterCommit, chatCardOf, newId, poolsOf, type MeetingsServiceDeps } from './context';
import { meetingMailJob } from './mail';
import { requireRequest } from './requestRules';

/*
 * Accepting a meeting request (spec core §4 confirm; DECISIONS 11; docs/meetings.md "Accepting"),
 * the flow action people race on: two statements instead of a transaction of a dozen.
 * lanyard_accept_facts reads, without locks, what the rules need; the rules run here, the same
 * functions every other action uses (requireRequest, requireSlot, collisionRefusal); then
 * lanyard_book_accepted, under the invitation's and both people's locks, checks that none of what
 * they read has changed and writes the meeting, the accepted requests, the notification and the
 * queued jobs (the mails, the chat card) in one statement. When something changed in between, the facts are read again and the
 * rules decide anew — so a slot taken meanwhile gets the picker's own 409 with its reason.
 */

/** Reads after a change seen under the locks, before giving up with a 409. */
const TRIES = 3;

export function createAccept(deps: MeetingsServiceDeps) {
  const { database, now } = deps;
  const booking = createMeetingBookingRepository(database.db);
  const notifier = createNotifier(deps);

  /** The booking the rules allow on these facts; throws their refusal. */
  function decide(facts: AcceptFacts | null, body: z.output<typeof confirmInvitationBody>) {
    const at = now();
    // Someone outside the event learns nothing about it, as from the event access checker.
    if (!facts?.actor.listed) throw notFound('Event');
    const me = facts.actor.participantId;
    const viewer = { participantId: me, boothId: facts.actor.boothId, eventId: body.eventId };
    const row = requireRequest(facts.invitation, viewer, 'receiver', 'confirmReschedule', at);
    const slot = requireSlot(facts.slot, at);
    const them = row.fromParticipantId;
    if (facts.pairMeetingEnds.some((end) => end > at)) throw meetingUnderWay();
    const pair = [me, them].sort();
    const refusal = collisionRefusal(pair, slot, commitmentsByPerson(facts.commitments, pair), 'slotId');
    if (refusal) throw refusal;
    const meeting = {
      id: newId(),
      eventId: body.eventId,
      sessionId: slot.sessionId,
      occurrenceId: slot.id,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      status: 'accepted' as const,
      invitationId: row.id,
      preBookedBy: null,
      onSite: slot.onSite,
      location: slot.onSite ? slot.location : null,
      executorId: me,
      sequence: 0,
      createdAt: at,
      updatedAt: at,
    };
    const told = facts.people.flatMap((p) => (p.participantId === them && p.userId ? [p.userId] : []));
    const notifications = notifier.userRows(told, {
      eventId: body.eventId,
      type: 'confirmed',
      sessionId: meeting.id,
      details: { invitationId: row.id, meetingId: meeting.id, participantId: me },
    });
    const answerMessage = messageOrDefault('confirm', body.message);
    const accepted = { ...row, answerMessage };
    const card = chatCardOf(
      body.eventId,
      { invitation: accepted, meetingId: meeting.id, tell: { to: [them], type: 'confirmed' } },
      me,
      at,
    );
    const mail = meetingMailJob(deps.jobQueue, {
      eventId: body.eventId,
      type: 'confirmed',
      to: [them],
      by: me,
      invitation: row,
      meetingId: meeting.id,
    });
    return {
      facts,
      viewer,
      told,
      booking: {
        eventId: body.eventId,
        actorId: me,
        otherId: them,
        invitationId: row.id,
        invitationUpdatedAt: row.updatedAt,
        now: at,
        meeting: meetingColumns(meeting),
        answerMessage,
        notifications: notifications.map(notificationColumns),
        queuedJobs: [...(mail ? [mail] : []), ...(card ? [meetingMessageJob(deps.jobQueue, card)] : [])].map(
          queuedJobColumns,
        ),
      },
    };
  }

  return async (
    userId: string,
    body: z.output<typeof confirmInvitationBody>,
  ): Promise<InvitationActionResult> => {
    for (let tries = 1; ; tries++) {
      const decided = decide(
        await booking.acceptFacts(body.eventId, userId, body.invitationId, body.slotId),
        body,
      );
      const written = await booking.bookAccepted(decided.booking);
      if ('changed' in written) {
        if (tries < TRIES) continue;
        throw conflict('RequestChanged', 'This request changed while it was being accepted; try again', {
          field: 'invitationId',
        });
      }
      afterCommit(deps, notifier, body.eventId, { pools: poolsOf(written.invitation), told: decided.told });
      const { actor, people } = decided.facts;
      const booked = {
        meeting: written.meeting,
        inMeeting: [decided.booking.otherId, decided.booking.actorId].map((participantId) => ({
          meetingId: written.meeting.id,
          participantId,
          guest: false,
          checkedInAt: null,
        })),
        people,
        event: { name: actor.eventName, timezone: actor.timeZone, defaultLanguage: actor.eventLanguage },
      };
      return (
        bookedResult(decided.viewer, written.invitation, booked, now()) ??
        actionResult(database.db, decided.viewer, written.invitation, written.meeting, now())
      );
    }
  };
}
