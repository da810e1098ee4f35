import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { attendeesQuery } from '../api';
import { directoryList, sameView, type DirectoryFilters } from '../directory';

/**
 * One directory list, page by page (the query), and its people with their matches in order.
 * While a new search text is asked for, the previous answer of the same list stays shown. A person
 * tagged out of the list leaves it at once (directoryList).
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
  const shown = useMemo(
    () => (pages ? directoryList(pages, filters.list) : undefined),
    [pages, filters.list],
  );
  return { ...query, attendees: shown?.attendees, total: shown?.total ?? null };
}
