import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { networkingKeys } from '../api';
import { findAttendee, type Attendee, type DirectoryPages } from '../directory';

/**
 * A person as the directory's cached lists hold them (the profile opened from a card), kept
 * current as those lists change (tags, realtime profile changes). Once found, they stay shown
 * while a list is asked again without them (ignored from the profile, say). `loading` while a
 * list of the event is still being asked for.
 */
export function useCachedAttendee(eventId: string, participantId: string) {
  const client = useQueryClient();
  const last = useRef<{ id: string; attendee: Attendee } | null>(null);
  const read = useCallback((): Attendee | undefined => {
    const lists = client
      .getQueriesData<DirectoryPages>({ queryKey: networkingKeys.lists(eventId) })
      .map(([, data]) => data);
    const found = findAttendee(lists, participantId);
    const kept = last.current?.id === participantId ? last.current.attendee : undefined;
    if (!found) return kept;
    // The same card and match as before: the same object, so React sees no change.
    if (kept && kept.card === found.card && kept.match === found.match) return kept;
    last.current = { id: participantId, attendee: found };
    return found;
  }, [client, eventId, participantId]);
  const attendee = useSyncExternalStore(
    useCallback((notify) => client.getQueryCache().subscribe(notify), [client]),
    read,
    read,
  );
  const loading = useIsFetching({ queryKey: networkingKeys.lists(eventId) }) > 0;
  return { attendee, loading };
}
