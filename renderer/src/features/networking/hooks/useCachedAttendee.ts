import { useIsFetching, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { attendeeCardQuery, networkingKeys } from '../api';
import { findAttendee, type Attendee, type DirectoryPages } from '../directory';

/**
 * A person as the directory's cached lists hold them (the profile opened from a card), kept
 * current as those lists change (tags, realtime profile changes). Once found, they stay shown
 * while a list is asked again without them (ignored from the profile, say). When no list holds
 * them once the lists have answered (a link opened on its own), their card is asked for alone
 * (`participantCard`, a 404 for anyone the viewer may not see). `loading` until either answers.
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
  const listed = useSyncExternalStore(
    useCallback((notify) => client.getQueryCache().subscribe(notify), [client]),
    read,
    read,
  );
  const listsLoading = useIsFetching({ queryKey: networkingKeys.lists(eventId) }) > 0;
  const alone = useQuery({
    ...attendeeCardQuery(eventId, participantId),
    enabled: listed === undefined && !listsLoading,
  });
  const attendee = listed ?? alone.data;
  // Pending also covers the moment between the lists answering and the card being asked for.
  const loading = attendee === undefined && (listsLoading || alone.isPending);
  return { attendee, loading };
}
