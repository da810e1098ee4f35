import type { z } from 'zod';
import { mayChangeMeeting } from '@shared/rules/meetingButtons';
import type { leaveMeetingBody, meetingGuestBody, prebookBody } from '@shared/schemas/meetingsOnBehalf';
import type { Access } from '../access';
import { createCommitments } from '../commitments';
import { requireFreeForBoth } from '../meetingSlots';
import { conflict, forbidden, invalidField, notFound } from '../../http/errors';
import { lockPair, meetingSlot, tableFor } from './booking';
import { actionRunner, newId, type Actor, type MeetingsServiceDeps } from './context';

/*
 * Meetings booked without an invitation, and guests (spec core §2 "pre-booked meeting", "reserve a
 * table", "add guest"; §6 rights; docs/meetings.md "Pre-booked meetings and guests").
 */

/** May the actor book these two? Organizers and onbehalfmeeting any two; reserveatable only with themselves. */
function mayPrebook(access: Access, me: Actor, participantIds: readonly string[]): boolean {
  if (access.holds(me, 'participant.onBehalfMeeting')) return true;
  return access.holds(me, 'participant.reserveTable') && participantIds.includes(me.participantId);
}

export function createOnBehalfActions(deps: MeetingsServiceDeps) {
  const { now } = deps;
  const act = actionRunner(deps);

  return {
    /**
     * POST /v1/event/schedule/prebook: a meeting of two participants in a slot free for both, booked
     * by someone with the right, under the same locks as an accepted request (./booking.ts).
     */
    prebook(userId: string, body: z.output<typeof prebookBody>) {
      return act(userId, body.eventId, async (r, me) => {
        const [a, b] = body.participantIds;
        if (a === undefined || b === undefined || a === b) {
          throw invalidField('participantIds', 'A meeting needs two different people');
        }
        if (!mayPrebook(deps.access, me, body.participantIds)) {
          throw forbidden('You may not book meetings for others', 'participantIds');
        }
        for (const id of body.participantIds) {
          if (!(await r.meetings.person(body.eventId, id))) throw notFound('Participant', 'participantIds');
        }
        const slot = await meetingSlot(r.db, body.eventId, body.slotId, now());
        await lockPair(r.db, body.eventId, a, b);
        await requireFreeForBoth(r.db, { eventId: body.eventId, participantIds: [a, b], slot });
        const meetingId = newId();
        await r.meetings.insert(
          {
            id: meetingId,
            eventId: body.eventId,
            sessionId: slot.sessionId,
            occurrenceId: slot.id,
            startsAt: slot.startsAt,
            endsAt: slot.endsAt,
            preBookedBy: me.participantId,
            onSite: slot.onSite,
            ...(await tableFor(r.db, slot)),
            executorId: me.participantId,
            createdAt: now(),
            updatedAt: now(),
          },
          [a, b],
        );
        return {
          invitation: null,
          meetingId,
          pools: [a, b],
          tell: { to: [a, b].filter((id) => id !== me.participantId), type: 'confirmed' },
        };
      });
    },

    /**
     * POST /v1/event/schedule/addGuest: one of the meeting's two adds a participant as a guest, while
     * the meeting may be changed, unless their type hides guests (disableGuest); the guest must be
     * free at that time.
     */
    addGuest(userId: string, body: z.output<typeof meetingGuestBody>) {
      return act(userId, body.eventId, async (r, me) => {
        const meeting = await r.meetings.byId(body.eventId, body.meetingId, true);
        const people = meeting === null ? [] : await r.meetings.participantsOf([meeting.id]);
        const mine = people.find((p) => p.participantId === me.participantId && !p.guest);
        if (meeting === null || mine === undefined) throw notFound('Meeting', 'meetingId');
        if (me.disableGuest) throw forbidden('Your participant type may not add guests', 'meetingId');
        if (
          meeting.status !== 'accepted' ||
          !mayChangeMeeting({ ...meeting, eventType: me.eventType }, now())
        ) {
          throw conflict('MeetingLocked', 'This meeting can no longer be changed', { field: 'meetingId' });
        }
        const guest = await r.meetings.person(body.eventId, body.participantId);
        if (!guest) throw notFound('Participant', 'participantId');
        if (people.some((p) => p.participantId === guest.participantId)) {
          throw conflict('AlreadyInMeeting', 'This person is already in the meeting', {
            field: 'participantId',
          });
        }
        await createCommitments(r.db).requireFree(
          { eventId: body.eventId, participantId: guest.participantId },
          meeting,
          'participantId',
        );
        await r.meetings.addGuest(meeting.id, guest.participantId);
        return {
          invitation: null,
          meetingId: meeting.id,
          pools: [...people.map((p) => p.participantId), guest.participantId],
          tell: { to: [guest.participantId], type: 'confirmed' },
        };
      });
    },

    /** POST /v1/event/schedule/leaveMeeting: a guest leaves; the two who booked it cancel instead. */
    leaveMeeting(userId: string, body: z.output<typeof leaveMeetingBody>) {
      return act(userId, body.eventId, async (r, me) => {
        const meeting = await r.meetings.byId(body.eventId, body.meetingId, true);
        if (meeting === null || !(await r.meetings.removeGuest(meeting.id, me.participantId))) {
          throw notFound('Meeting', 'meetingId');
        }
        const people = await r.meetings.participantsOf([meeting.id]);
        return {
          invitation: null,
          meetingId: meeting.id,
          pools: [me.participantId, ...people.map((p) => p.participantId)],
          tell: { to: [], type: 'confirmed' },
        };
      });
    },
  };
}
