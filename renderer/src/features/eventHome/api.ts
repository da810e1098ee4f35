import { apiPrefetched, prefetch } from '../../api/prefetch';

/** GET /v1/event/details?id: the event with my participant record, printers and default badge. */
export const fetchEventDetails = (id: string, signal?: AbortSignal) =>
  apiPrefetched('eventDetails', { query: { id }, signal });

/** Starts fetchEventDetails as a screen of the event is navigated to (its route's loader). */
export const prefetchEventDetails = (id: string) => prefetch('eventDetails', { query: { id } });
