import { SESSION_STARTING_MS } from '@shared/constants';
import type { MySessionEntry, PublicSessionState } from '@shared/schemas/sessions';
import type { AgendaEntriesRepository, AgendaEntryRow } from '../../db/repositories/agendaEntries';
import type { OccurrenceRow, SessionsRepository } from '../../db/repositories/sessions';

export const toOccurrence = (o: OccurrenceRow) => ({
  id: o.id,
  startsAt: o.startsAt,
  endsAt: o.endsAt,
  capacity: o.capacity,
  usedCapacity: o.usedCapacity,
});

/**
 * Whether the rehearsal of the occurrence about to start has started (spec core §4 "join
 * rehearsal"): now lies in an occurrence's pre-start window (SESSION_STARTING_MS before its start,
 * up to the start) and the rehearsal was started inside that same window. A rehearsal of an
 * earlier occurrence does not count for the next one; from the start on it is false.
 */
export function rehearsalStartedNow(
  startedAt: number | null,
  occurrences: readonly Pick<OccurrenceRow, 'startsAt'>[],
  now: number,
): boolean {
  if (startedAt === null) return false;
  return occurrences.some((o) => {
    const windowStart = o.startsAt - SESSION_STARTING_MS;
    return windowStart <= now && now < o.startsAt && startedAt >= windowStart && startedAt <= now;
  });
}

export const toMySessionEntry = (e: AgendaEntryRow): MySessionEntry => ({
  sessionId: e.sessionId,
  occurrenceId: e.occurrenceId,
  state: e.state,
  updatedAt: e.updatedAt,
});

/** The value of newEvents/{eventId}/public_sessions/{sessionId}; null when the session is gone. */
export async function publicSessionStateOf(
  repo: SessionsRepository,
  eventId: string,
  sessionId: string,
  now: number,
): Promise<PublicSessionState | null> {
  const session = await repo.findSession(eventId, sessionId);
  if (!session) return null;
  const occurrences = await repo.occurrences(eventId, [sessionId]);
  return {
    id: sessionId,
    eventId,
    occurrences: occurrences.map(toOccurrence),
    rehearsalStarted: rehearsalStartedNow(session.rehearsalStartedAt, occurrences, now),
  };
}

/** The value of newEvents/{eventId}/participants/{participantId}/sessions/{sessionId}. */
export async function mySessionEntryOf(
  repo: AgendaEntriesRepository,
  participantId: string,
  sessionId: string,
): Promise<MySessionEntry | null> {
  const entry = await repo.entryFor(participantId, sessionId);
  return entry ? toMySessionEntry(entry) : null;
}
