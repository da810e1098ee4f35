import { useQuery } from '@tanstack/react-query';
import { myEventsQuery } from '../api';

/** The signed-in user's events (the query: data, error, refetch for a retry). */
export const useMyEvents = () => useQuery(myEventsQuery());
