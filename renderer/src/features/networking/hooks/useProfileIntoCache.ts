import { useQueryClient } from '@tanstack/react-query';
import { useFollowTopics } from '../../../api/liveQuery';
import { networkingKeys } from '../api';
import { pagesWithProfile, type DirectoryPages } from '../directory';

/**
 * Follows profiles/{userId}/public while a person's profile is open (docs/networking.md). The push
 * carries the user's name and photo, written at once on the profile and on their card in every
 * cached list of the event; it also follows a save of their event profile, whose other fields it
 * does not carry: the card read alone and the organizer's admin details (one person) are asked again, the lists are marked
 * stale and read again when next shown. Cards in the list are not followed one by one (thousands of
 * subscriptions).
 */
export function useProfileIntoCache(eventId: string, participantId: string, userId: string | null) {
  const client = useQueryClient();
  const lists = networkingKeys.lists(eventId);
  useFollowTopics('publicProfile', userId ? [{ userId }] : [], (profile, snapshot) => {
    client.setQueriesData<DirectoryPages>({ queryKey: lists }, (data) => pagesWithProfile(data, profile));
    // The value on subscribing is what the screen just read: only later pushes are changes.
    if (snapshot) return;
    void client.invalidateQueries({ queryKey: networkingKeys.card(eventId, participantId) });
    void client.invalidateQueries({ queryKey: networkingKeys.adminDetails(eventId, participantId) });
    void client.invalidateQueries({ queryKey: lists, refetchType: 'none' });
  });
}
