import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useFollowTopics } from '../../../api/liveQuery';
import { useSession } from '../../auth';
import { feedQuery, notificationKeys, type FeedCursor } from '../api';
import { feedItems, withFirstPage, type FeedPages } from '../feedPages';

/**
 * My notification feed page by page (the query) and its items, newest first, live: my
 * notificationItems topic's value is the feed's first page as it is now, put in place of the one
 * loaded (feedPages.ts), with the badge's count it carries.
 */
export function useFeed() {
  const client = useQueryClient();
  const userId = useSession((s) => (s.status === 'loggedIn' ? s.profile?.id : undefined));
  const query = useInfiniteQuery(feedQuery());
  useFollowTopics('notificationItems', userId ? [{ userId }] : [], (first) => {
    client.setQueryData<FeedPages<FeedCursor | null>>(notificationKeys.feed(), (cached) =>
      withFirstPage(cached, first, null),
    );
    client.setQueryData(notificationKeys.meta(), {
      unseen: first.unseen,
      lastNotificationDate: first.lastNotificationDate,
    });
  });
  const pages = query.data?.pages;
  const items = useMemo(() => (pages ? feedItems(pages) : undefined), [pages]);
  return { ...query, items };
}
