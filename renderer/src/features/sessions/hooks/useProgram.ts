import { useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionKeys, sessionQuery, sessionsQuery } from '../api';
import { sessionsInList } from '../seats';
import { useMySessionChanges } from './useMySessionChanges';
import { usePutSession } from './usePutSession';
import { useSeatsIntoCache } from './useSeatsIntoCache';

/**
 * The program of one event (the query), kept current: seats follow each session's public topic,
 * and my own entry's topic reloads that session into the list.
 */
export function useProgram(eventId: string, participantId: string | undefined) {
  const client = useQueryClient();
  const putSession = usePutSession();
  const program = useQuery(sessionsQuery(eventId));
  const ids = program.data?.map((s) => s.id) ?? [];

  useSeatsIntoCache(sessionKeys.list(eventId), eventId, ids, sessionsInList);
  useMySessionChanges(eventId, participantId, ids, (sessionId) => {
    // Asked anew, not taken from a cached details answer that predates the change.
    client
      .fetchQuery({ ...sessionQuery(eventId, sessionId), staleTime: 0 })
      .then(putSession, () => undefined);
  });
  return program;
}
