import { randomUUID } from 'node:crypto';
import type { Db } from '../../../server/db/client';
import { meetingParticipants, meetings } from '../../../server/db/schema';

/**
 * A meeting written straight into its tables, for tests about the time it takes (not about how it
 * was booked): in the given slot, with its two people and guests.
 */
export async function insertMeeting(
  db: Db,
  opts: {
    slot: { id: string; sessionId: string; eventId: string; startsAt: number; endsAt: number };
    people: readonly string[];
    guests?: readonly string[];
    status?: 'accepted' | 'cancelled';
  },
) {
  const { slot } = opts;
  const id = randomUUID();
  await db.insert(meetings).values({
    id,
    eventId: slot.eventId,
    sessionId: slot.sessionId,
    occurrenceId: slot.id,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
    status: opts.status ?? 'accepted',
    executorId: opts.people[0] ?? 'test',
    updatedAt: slot.startsAt,
  });
  await db
    .insert(meetingParticipants)
    .values([
      ...opts.people.map((participantId) => ({ meetingId: id, participantId })),
      ...(opts.guests ?? []).map((participantId) => ({ meetingId: id, participantId, guest: true })),
    ]);
  return { id, startsAt: slot.startsAt, endsAt: slot.endsAt };
}
