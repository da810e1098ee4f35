import type { MySessionEntry, PublicSessionState } from '../../shared/schemas/sessions';
import type { AgendaEntryRow, OccurrenceRow, SessionsRepository } from '../db/repositories/sessions';

export const toOccurrence = (o: OccurrenceRow) => ({
  id: o.id,
  startsAt: o.startsAt,
  endsAt: o.endsAt,
  capacity: o.capacity,
  usedCapacity: o.usedCapacity,
});

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
): Promise<PublicSessionState | null> {
  const session = await repo.findSession(eventId, sessionId);
  if (!session) return null;
  const occurrences = await repo.occurrences(eventId, [sessionId]);
  return { id: sessionId, eventId, occurrences: occurrences.map(toOccurrence) };
}

/** The value of newEvents/{eventId}/participants/{participantId}/sessions/{sessionId}. */
export async function mySessionEntryOf(
  repo: SessionsRepository,
  participantId: string,
  sessionId: string,
): Promise<MySessionEntry | null> {
  const entry = await repo.entryFor(participantId, sessionId);
  return entry ? toMySessionEntry(entry) : null;
}
