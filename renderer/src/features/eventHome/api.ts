import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { prefetch } from '../../api/prefetch';

/**
 * Query keys of an event's data. Every key of data that belongs to one event starts with
 * eventKeys.all(eventId) — the areas add theirs below it — so switching events never shows the
 * other event's answer and one invalidation reaches all of an event.
 */
export const eventKeys = {
  all: (eventId: string) => ['event', eventId] as const,
  details: (eventId: string) => ['event', eventId, 'details'] as const,
};

/** GET /v1/event/details?id: the event with my participant record, printers and default badge. */
export const eventDetailsQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.details(eventId),
    queryFn: ({ signal }) => api('eventDetails', { query: { id: eventId }, signal }),
  });

/** Starts the event's details as a screen of the event is navigated to (its route's loader). */
export const prefetchEventDetails = (eventId: string) => prefetch(eventDetailsQuery(eventId));
