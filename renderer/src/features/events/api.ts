import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { prefetch } from '../../api/prefetch';

/** Query keys of the event list (not of one event: those are eventKeys in eventHome/api.ts). */
export const eventListKeys = {
  mine: () => ['events', 'mine'] as const,
};

/** The signed-in user's events; the list filters them locally (search is instant). */
export const myEventsQuery = () =>
  queryOptions({
    queryKey: eventListKeys.mine(),
    queryFn: ({ signal }) => api('eventList', { query: {}, signal }),
  });

/** Starts my events as a screen that shows them is navigated to (its route's loader). */
export const prefetchMyEvents = () => prefetch(myEventsQuery());
