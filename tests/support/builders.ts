import { randomBytes, randomUUID } from 'node:crypto';
import { DAY_MS } from '../../shared/constants';
import type { Db } from '../../server/db/client';
import { events, participants } from '../../server/db/schema';

type EventInsert = typeof events.$inferInsert;
type ParticipantInsert = typeof participants.$inferInsert;

/** An event (32 hex id, hybrid, Europe/Istanbul, running now); override what the test is about. */
export async function insertEvent(db: Db, overrides: Partial<EventInsert> = {}) {
  const startsAt = Date.now() - DAY_MS;
  const [row] = await db
    .insert(events)
    .values({
      id: randomBytes(16).toString('hex'),
      name: 'Test Summit',
      eventType: 'hybrid',
      timezone: 'Europe/Istanbul',
      startsAt,
      endsAt: startsAt + 3 * DAY_MS,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insertEvent returned nothing');
  return row;
}

/** A participant of the event; by default a ticket holder who has not signed up (userId null). */
export async function insertParticipant(db: Db, eventId: string, overrides: Partial<ParticipantInsert> = {}) {
  const [row] = await db
    .insert(participants)
    .values({
      id: randomUUID(),
      eventId,
      typeId: 'attendee',
      ticketId: `T-${randomBytes(3).toString('hex').toUpperCase()}`,
      name: 'Tess',
      surname: 'Holder',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insertParticipant returned nothing');
  return row;
}
