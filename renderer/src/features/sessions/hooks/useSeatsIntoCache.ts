import type { QueryKey } from '@tanstack/react-query';
import { useTopicIntoCache } from '../../../api/liveQuery';
import { withSeats, type EachSession } from '../seats';

/**
 * Keeps the seats of these sessions current in the cached answer of `queryKey`: each session's
 * public topic (newEvents/{eventId}/public_sessions/{sessionId}) is merged in by withSeats.
 */
export function useSeatsIntoCache<T>(
  queryKey: QueryKey,
  eventId: string,
  sessionIds: readonly string[],
  each: EachSession<T>,
): void {
  useTopicIntoCache(
    queryKey,
    'publicSession',
    sessionIds.map((sessionId) => ({ eventId, sessionId })),
    withSeats(each),
  );
}
