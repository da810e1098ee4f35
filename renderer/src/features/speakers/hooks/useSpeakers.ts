import { useQuery } from '@tanstack/react-query';
import { useTopicInvalidates } from '../../../api/liveQuery';
import { speakerKeys, speakersQuery } from '../api';

/**
 * The event's speakers (the query), kept current by the speakers topic
 * (newEvents/{eventId}/speakers). The topic carries the list as every member sees it, while the
 * list call adds the sessions only the viewer's role or type may see (an organizer's hidden
 * ones), so a value is not written over the list: a change asks for the viewer's list again.
 */
export function useSpeakers(eventId: string) {
  useTopicInvalidates('speakers', [{ eventId }], () => [speakerKeys.list(eventId)]);
  return useQuery(speakersQuery(eventId));
}
