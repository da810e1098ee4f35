import type { z } from 'zod';
import type { TimeSpan } from '@shared/rules/sessionState';
import { slotsForBoth } from '@shared/rules/meetingSlots';
import type { MeetingSlots, meetingSlotsQuery } from '@shared/schemas/meetingSlots';
import type { Db } from '../db/client';
import { createDirectoryRepository } from '../db/repositories/directory';
import { createEventsRepository } from '../db/repositories/events';
import { createMeetingTimesRepository } from '../db/repositories/meetingTimes';
import { forbidden, invalidField, notFound } from '../http/errors';
import { createCommitments } from './commitments';
import type { AppDeps } from './deps';

/**
 * Slots free for both (DECISIONS 11, spec core §4 "Time-slot picker", docs/meetings.md): the
 * picker's answer, and the check a booking makes inside its transaction. Both read busy time only
 * through the commitments module, so a meeting slot and a session join collide by the same rule.
 */

export type MeetingSlotsServiceDeps = Pick<AppDeps, 'database' | 'access' | 'now'>;

/** What requireFreeForBoth checks: the two people and the slot. */
export interface FreeForBothCheck {
  eventId: string;
  participantIds: readonly [string, string];
  slot: TimeSpan & { id: string };
  /** The meeting being moved: it does not collide with itself. */
  exceptMeetingId?: string;
}

/**
 * Refuses a slot that is not free for both: 409 MST-00131 (SessionCollision) on field slotId, with
 * details.collisions listing each overlapping commitment as { participantId, kind, id, startsAt,
 * endsAt } — participantId says whose agenda. Call it inside the booking's transaction holding both
 * people's row locks (meetings/booking.ts lockPair), so two bookings of the same people, or a
 * booking and a session join of one person, are decided one at a time.
 */
export async function requireFreeForBoth(db: Db, check: FreeForBothCheck): Promise<void> {
  await createCommitments(db).requireFreeForAll(
    [...check.participantIds].sort().map((participantId) => ({
      eventId: check.eventId,
      participantId,
      ...(check.exceptMeetingId ? { exceptMeetingId: check.exceptMeetingId } : {}),
    })),
    check.slot,
    'slotId',
  );
}

export function createMeetingSlotsService({ database, access, now }: MeetingSlotsServiceDeps) {
  const { db } = database;
  const directory = createDirectoryRepository(db);
  const events = createEventsRepository(db);
  const times = createMeetingTimesRepository(db);
  const commitments = createCommitments(db);

  /**
   * Whose place the caller asks in: their own, or (asParticipantId) a listed participant's when they
   * are an organizer or hold onbehalfmeeting (spec core §6), the pre-booking's first person.
   */
  async function inPlaceOf(userId: string, eventId: string, asParticipantId: string | undefined) {
    const me = await access.require(userId, { permission: 'event.member', eventId: eventId });
    if (asParticipantId === undefined || asParticipantId === me.participantId) return me;
    access.demand(me, 'participant.onBehalfMeeting', () =>
      forbidden('Only organizers may see another participant’s slots', 'asParticipantId'),
    );
    if (!(await directory.isListed(eventId, asParticipantId))) {
      throw notFound('Participant', 'asParticipantId');
    }
    return { participantId: asParticipantId };
  }

  return {
    /**
     * The slots not ended for the caller and another listed participant of the same event, by day
     * in the event's zone, each free or busy with whose commitment and what. Someone outside the
     * event, a participant not listed in it and a meeting the caller is not in all answer 404;
     * asking in another's place without the right answers 403.
     */
    async forBoth(userId: string, query: z.output<typeof meetingSlotsQuery>): Promise<MeetingSlots> {
      const { eventId, participantId, exceptMeetingId } = query;
      const me = await inPlaceOf(userId, eventId, query.asParticipantId);
      if (participantId === me.participantId) {
        throw invalidField('participantId', 'you cannot meet yourself');
      }
      if (!(await directory.isListed(eventId, participantId))) throw notFound('Participant', 'participantId');
      if (exceptMeetingId && !(await times.isIn(eventId, exceptMeetingId, me.participantId))) {
        throw notFound('Meeting', 'exceptMeetingId');
      }
      const event = await events.findById(eventId);
      if (!event) throw notFound('Event');
      const at = now();
      const slots = await times.slotsOf(eventId, at);
      const window = slots.length
        ? { from: slots[0]!.startsAt, to: Math.max(...slots.map((s) => s.endsAt)) }
        : null;
      const busy = window
        ? await commitments.ofAll(
            [me.participantId, participantId].map((person) => ({
              eventId,
              participantId: person,
              window,
              ...(exceptMeetingId ? { exceptMeetingId } : {}),
            })),
          )
        : new Map<string, never[]>();
      const mine = busy.get(me.participantId) ?? [];
      const theirs = busy.get(participantId) ?? [];
      return {
        timeZone: event.timezone,
        ...slotsForBoth({ slots, mine, theirs, now: at, timeZone: event.timezone }),
      };
    },
  };
}

export type MeetingSlotsService = ReturnType<typeof createMeetingSlotsService>;
