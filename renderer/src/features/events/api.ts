import { apiPrefetched, prefetch } from '../../api/prefetch';

const myEvents = { query: {} };

/** The signed-in user's events; the list filters them locally (search is instant). */
export const fetchMyEvents = (signal?: AbortSignal) => apiPrefetched('eventList', { ...myEvents, signal });

/** Starts fetchMyEvents as a screen that shows my events is navigated to (its route's loader). */
export const prefetchMyEvents = () => prefetch('eventList', myEvents);
