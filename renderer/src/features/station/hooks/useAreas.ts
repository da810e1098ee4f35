import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFollowTopics } from '../../../api/liveQuery';
import { areasQuery, stationKeys } from '../api';

/**
 * The event's check-in areas with live occupancy (the query): fetched, then kept current by the
 * newEvents/{eventId}/areas topic, whose every value is the whole list.
 */
export function useAreas(eventId: string) {
  const client = useQueryClient();
  const areas = useQuery(areasQuery(eventId));
  useFollowTopics('areas', [{ eventId }], (list) => {
    // A load still running answers with what was true before this value: it must not replace it.
    void client.cancelQueries({ queryKey: stationKeys.areas(eventId) });
    client.setQueryData(stationKeys.areas(eventId), list);
  });
  return areas;
}

/** What the area choices show: the areas query. */
export type AreasState = ReturnType<typeof useAreas>;
