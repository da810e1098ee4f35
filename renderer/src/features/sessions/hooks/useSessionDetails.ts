import { useQuery } from '@tanstack/react-query';
import { sessionKeys, sessionQuery } from '../api';
import { theSession } from '../seats';
import { useMySessionChanges } from './useMySessionChanges';
import { useSeatsIntoCache } from './useSeatsIntoCache';

/**
 * One session loaded on its own (the agenda's session page, a session the program does not list;
 * `skip` when the program has it), kept current by its public topic and my entry's topic like the
 * program's. The query.
 */
export function useSessionDetails(
  eventId: string,
  sessionId: string,
  participantId: string | undefined,
  skip = false,
) {
  const details = useQuery({ ...sessionQuery(eventId, sessionId), enabled: !skip });
  const followed = skip ? [] : [sessionId];
  useSeatsIntoCache(sessionKeys.detail(eventId, sessionId), eventId, followed, theSession);
  useMySessionChanges(eventId, participantId, followed, () => void details.refetch());
  return details;
}
