import { useFollowTopics } from '../../../api/liveQuery';

/**
 * Calls onChange(sessionId) when my entry of one of these sessions changes (an organizer approving
 * my request, a join from another tab): the topic
 * newEvents/{eventId}/participants/{participantId}/sessions/{sessionId}. Its snapshot repeats what
 * the screen loaded, so only later changes count. Without a participant there is nothing to follow.
 */
export function useMySessionChanges(
  eventId: string,
  participantId: string | undefined,
  sessionIds: readonly string[],
  onChange: (sessionId: string) => void,
): void {
  const params = participantId ? sessionIds.map((sessionId) => ({ eventId, participantId, sessionId })) : [];
  useFollowTopics('mySession', params, (_entry, snapshot, { sessionId }) => {
    if (!snapshot) onChange(sessionId);
  });
}
