import { useQueryClient } from '@tanstack/react-query';
import { useFollowTopics } from '../../../api/liveQuery';
import { networkingKeys } from '../api';
import { pagesWithProfile, type DirectoryPages } from '../directory';

/**
 * Follows profiles/{userId}/public while a person's profile is open: a new name or photo shows on
 * the profile and on their card in every cached list of the event. Cards in the list are not
 * followed one by one (thousands of subscriptions); the lists are asked again when stale.
 */
export function useProfileIntoCache(eventId: string, userId: string | null) {
  const client = useQueryClient();
  useFollowTopics('publicProfile', userId ? [{ userId }] : [], (profile) =>
    client.setQueriesData<DirectoryPages>({ queryKey: networkingKeys.lists(eventId) }, (data) =>
      pagesWithProfile(data, profile),
    ),
  );
}
