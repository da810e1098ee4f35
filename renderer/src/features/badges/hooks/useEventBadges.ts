import { useQuery } from '@tanstack/react-query';
import { badgesQuery } from '../api';

/** The event's badge templates (the query); the mutations of useBadgeChanges refresh it. */
export const useEventBadges = (eventId: string) => useQuery(badgesQuery(eventId));
