import { randomBytes, randomUUID } from 'node:crypto';
import { DAY_MS } from '@shared/constants';
import type { Db } from '../../server/db/client';
import { events, participants, sessionOccurrences, sessions } from '../../server/db/schema';
import { withDirectoryColumns } from '@shared/rules/directoryColumns';
import { newTicketSecret } from '@shared/rules/ticketSecret';

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

/**
 * A participant of the event; by default a ticket holder who has not signed up (userId null). The
 * directory columns are computed from the fields, as every participant writer does.
 */
export async function insertParticipant(db: Db, eventId: string, overrides: Partial<ParticipantInsert> = {}) {
  const [row] = await db
    .insert(participants)
    .values(
      withDirectoryColumns({
        id: randomUUID(),
        eventId,
        typeId: 'attendee',
        ticketId: newTicketSecret(),
        ticketNumber: `T-${randomBytes(3).toString('hex').toUpperCase()}`,
        name: 'Tess',
        surname: 'Holder',
        ...overrides,
      }),
    )
    .returning();
  if (!row) throw new Error('insertParticipant returned nothing');
  return row;
}

type SessionInsert = typeof sessions.$inferInsert;
type OccurrenceInsert = typeof sessionOccurrences.$inferInsert;

/**
 * A session of the event with its occurrences (default: one, starting in an hour, one hour long,
 * no seat limit); override what the test is about.
 */
export async function insertSession(
  db: Db,
  eventId: string,
  overrides: Partial<SessionInsert> = {},
  occurrences: Partial<OccurrenceInsert>[] = [{}],
) {
  const [session] = await db
    .insert(sessions)
    .values({ id: randomUUID(), eventId, name: 'Test talk', ...overrides })
    .returning();
  if (!session) throw new Error('insertSession returned nothing');
  const start = Date.now() + 60 * 60_000;
  const rows = await db
    .insert(sessionOccurrences)
    .values(
      occurrences.map((o) => ({
        id: randomUUID(),
        sessionId: session.id,
        eventId,
        startsAt: start,
        endsAt: start + 60 * 60_000,
        ...o,
      })),
    )
    .returning();
  return { ...session, occurrences: rows.sort((a, b) => a.startsAt - b.startsAt) };
}
