import { useQuery } from '@tanstack/react-query';
import type { SpeakerCard } from '@shared/schemas/participants';
import { useTopicIntoCache } from '../../../api/liveQuery';
import { speakerKeys, speakersQuery } from '../api';

/**
 * The event's speakers (the query), kept current: the speakers topic (newEvents/{eventId}/speakers)
 * sends the whole list again when it changes, which replaces the cached one.
 */
export function useSpeakers(eventId: string) {
  useTopicIntoCache<SpeakerCard[], 'speakers'>(
    speakerKeys.list(eventId),
    'speakers',
    [{ eventId }],
    (_, list) => list,
  );
  return useQuery(speakersQuery(eventId));
}
