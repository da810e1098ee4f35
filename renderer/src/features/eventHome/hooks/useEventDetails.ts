import { useQuery } from '@tanstack/react-query';
import { eventDetailsQuery } from '../api';

/** One event's details (the query: data, error, refetch for a retry). */
export const useEventDetails = (eventId: string) => useQuery(eventDetailsQuery(eventId));
