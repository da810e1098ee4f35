import { useQueryClient } from '@tanstack/react-query';
import type { ParticipantCardResult } from '@shared/schemas/participants';
import { useFollowTopics } from '../../../api/liveQuery';
import { useSession } from '../../auth';
import { eventKeys } from '../../eventHome';
import { networkingKeys } from '../api';
import { pagesWithTags, withTag, type DirectoryPages } from '../directory';

/**
 * My marks as they change on another device of mine (newEvents/{eventId}/tags/{userId}): every
 * cached list of the event and every card read alone show them at once, a list that no longer
 * holds someone drops them with its count (directoryList), and the lists are marked stale so the
 * one a person joined shows them when next opened — as after a mark made here (useTagAttendee).
 */
export function useMyTagsLive(eventId: string): void {
  const client = useQueryClient();
  const userId = useSession((s) => (s.status === 'loggedIn' ? s.profile?.id : undefined));
  const lists = networkingKeys.lists(eventId);
  useFollowTopics('myTags', userId ? [{ eventId, userId }] : [], (tags, snapshot) => {
    if (snapshot) return;
    client.setQueriesData<DirectoryPages>({ queryKey: lists }, (data) => pagesWithTags(data, tags));
    const marks = new Map(tags.map((t) => [t.participantId, t.tag]));
    client.setQueriesData<ParticipantCardResult>(
      { queryKey: [...eventKeys.all(eventId), 'attendee'], predicate: (q) => q.queryKey.at(-1) === 'card' },
      (data) => data && { ...data, card: withTag(data.card, marks.get(data.card.id) ?? null) },
    );
    void client.invalidateQueries({ queryKey: lists, refetchType: 'none' });
  });
}
