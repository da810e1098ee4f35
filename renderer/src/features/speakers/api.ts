import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { prefetch } from '../../api/prefetch';
import { eventKeys } from '../eventHome';

/** Query keys of the speakers: below the event's key (eventHome/api.ts), so they follow the event. */
export const speakerKeys = {
  list: (eventId: string) => [...eventKeys.all(eventId), 'speakers'] as const,
};

/** GET /v1/event/speakers: the event's shown speakers, each with their sessions by start. */
export const speakersQuery = (eventId: string) =>
  queryOptions({
    queryKey: speakerKeys.list(eventId),
    queryFn: ({ signal }) => api('speakerList', { query: { eventId }, signal }),
  });

/** Starts the speakers as their page is navigated to (its route's loader). */
export const prefetchSpeakers = (eventId: string) => prefetch(speakersQuery(eventId));
