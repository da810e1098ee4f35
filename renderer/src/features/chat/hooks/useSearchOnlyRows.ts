import { useQueries, useQueryClient } from '@tanstack/react-query';
import { PARTICIPANT_SEARCH_DEBOUNCE_MS } from '@shared/constants';
import type { ChatRoom } from '@shared/schemas/chat';
import { eventDetailsQuery, eventKeys } from '../../eventHome';
import { useMyEvents } from '../../events';
import { attendeesQuery, NO_FILTERS, useDebouncedValue } from '../../networking';
import type { Draft } from '../drafts';
import type { RoomRow } from '../roomRows';
import { searchEventIds, searchOnlyRows, type FoundPeople } from '../searchRows';

export interface PeopleSearch {
  rows: RoomRow[];
  /** The search is being typed or asked: "nobody found" is not known yet. */
  searching: boolean;
  /** A directory search failed; `retry` asks the failed ones again. */
  error: unknown;
  retry: () => void;
}

/**
 * The room list's search-only rows (spec networking §4): as typing pauses (the directory's 400 ms,
 * spec §9), the directory's search (its own request, attendeesQuery: the first page, ranked) in
 * each event searchEventIds names, with the event's details for the chat rule.
 */
export function useSearchOnlyRows(
  typed: string,
  rooms: readonly ChatRoom[],
  drafts: readonly Draft[],
): PeopleSearch {
  const client = useQueryClient();
  const query = useDebouncedValue(typed.trim(), PARTICIPANT_SEARCH_DEBOUNCE_MS);
  const asked = query !== '';
  const myEvents = useMyEvents();
  const eventIds = searchEventIds(myEvents.data ?? [], rooms);
  const details = useQueries({
    queries: eventIds.map((eventId) => ({ ...eventDetailsQuery(eventId), enabled: asked })),
  });
  const people = useQueries({
    queries: eventIds.map((eventId) => ({
      queryKey: [...eventKeys.all(eventId), 'chatSearch', query],
      queryFn: async () => {
        const pages = await client.fetchInfiniteQuery(attendeesQuery(eventId, { ...NO_FILTERS, query }));
        return pages.pages[0]?.results ?? [];
      },
      enabled: asked,
    })),
  });

  const found: FoundPeople[] = eventIds.flatMap((_, i) => {
    const event = details[i]?.data;
    const cards = people[i]?.data;
    return event && cards ? [{ event, people: cards }] : [];
  });
  const asks = [...details, ...people];
  const typing = typed.trim();
  const failed = asks.filter((q) => q.isError);
  return {
    rows: asked ? searchOnlyRows(found, rooms, drafts) : [],
    searching: typing !== '' && (typing !== query || myEvents.isLoading || asks.some((q) => q.isLoading)),
    error: failed[0]?.error ?? null,
    retry: () => failed.forEach((q) => void q.refetch()),
  };
}
