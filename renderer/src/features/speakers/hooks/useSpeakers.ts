import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useFollowTopics } from '../../../api/liveQuery';
import { speakerKeys, speakersQuery } from '../api';

/**
 * The event's speakers (the query), kept current by the speakers topic
 * (newEvents/{eventId}/speakers). The topic carries the list as every member sees it, while the
 * list call adds the sessions only the viewer's role or type may see (an organizer's hidden
 * ones), so a value is not written over the list: a change, or a reconnect's snapshot, asks for
 * the viewer's list again. The first snapshot is what the list has just loaded.
 */
export function useSpeakers(eventId: string) {
  const client = useQueryClient();
  const following = useRef<string | null>(null);
  useFollowTopics('speakers', [{ eventId }], (_, snapshot) => {
    if (snapshot && following.current !== eventId) {
      following.current = eventId;
      return;
    }
    void client.invalidateQueries({ queryKey: speakerKeys.list(eventId) });
  });
  return useQuery(speakersQuery(eventId));
}
