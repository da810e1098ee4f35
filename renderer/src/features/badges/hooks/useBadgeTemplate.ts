import { useQuery } from '@tanstack/react-query';
import { badgeQuery } from '../api';

/** One template for the editor (the query); none is asked for while `id` is null (a new one). */
export const useBadgeTemplate = (eventId: string, id: string | null) =>
  useQuery({ ...badgeQuery(eventId, id ?? ''), enabled: id !== null });
