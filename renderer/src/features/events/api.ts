import { api } from '../../api/client';

/** The signed-in user's events; the list filters them locally (search is instant). */
export const fetchMyEvents = (signal?: AbortSignal) => api('eventList', { query: {}, signal });
