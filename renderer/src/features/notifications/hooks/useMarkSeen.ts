import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MAX_LIST_ITEMS } from '@shared/schemas/limits';
import { markSeen, notificationKeys, type FeedCursor } from '../api';
import { withSeen, type FeedPages } from '../feedPages';

interface SeenChange {
  /** Items read: tagged seen (spec core §4 "read (tag seen)"). */
  ids?: readonly string[];
  /** The feed opened: lastNotificationDate moves to now and the badge clears. */
  seenAll?: boolean;
}

/**
 * Tags items seen and/or clears the badge (POST /v1/notifications/seen, up to MAX_LIST_ITEMS ids a
 * call). The items show read at once; the badge takes the server's answer. A failure reloads the
 * feed, so no item shows read that is not.
 */
export function useMarkSeen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids = [], seenAll = false }: SeenChange) => {
      let answer = await markSeen({ ids: ids.slice(0, MAX_LIST_ITEMS), seenAll });
      for (let at = MAX_LIST_ITEMS; at < ids.length; at += MAX_LIST_ITEMS)
        answer = await markSeen({ ids: ids.slice(at, at + MAX_LIST_ITEMS) });
      return answer;
    },
    onMutate: ({ ids = [] }) => {
      client.setQueryData<FeedPages<FeedCursor | null>>(notificationKeys.feed(), (cached) =>
        withSeen(cached, ids),
      );
    },
    onSuccess: ({ unseen, lastNotificationDate }) => {
      client.setQueryData(notificationKeys.meta(), { unseen, lastNotificationDate });
    },
    onError: () => client.invalidateQueries({ queryKey: notificationKeys.feed() }),
  });
}
