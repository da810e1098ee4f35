import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { attendeesQuery } from '../api';
import { attendeesOf, sameView, type DirectoryFilters } from '../directory';

/**
 * One directory list, page by page (the query), and its people with their matches in order.
 * While a new search text is asked for, the previous answer of the same list stays shown.
 */
export function useAttendees(eventId: string, filters: DirectoryFilters) {
  const options = attendeesQuery(eventId, filters);
  const query = useInfiniteQuery({
    ...options,
    placeholderData: (previous, previousQuery) => {
      const [, previousEvent, , previousFilters] = previousQuery?.queryKey ?? [];
      return previousEvent === eventId && previousFilters && sameView(previousFilters, filters)
        ? previous
        : undefined;
    },
  });
  const pages = query.data?.pages;
  const attendees = useMemo(() => (pages ? attendeesOf(pages) : undefined), [pages]);
  return { ...query, attendees, total: pages?.[0]?.props.total ?? null };
}
