import { useQuery } from '@tanstack/react-query';
import { ownProfileQuery } from '../api';

/** My participant profile in the event (the query: data, error, refetch for a retry). */
export const useOwnProfile = (eventId: string) => useQuery(ownProfileQuery(eventId));
