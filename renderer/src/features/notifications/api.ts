import type { RouteBody } from '@shared/api/routes';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { NotificationFeed } from '@shared/schemas/notifications';
import { api } from '../../api/client';
import { prefetchInfinite } from '../../api/prefetch';

/** Where the next page starts: the last item shown (docs/notifications.md, paging). */
export interface FeedCursor {
  before: number;
  beforeId: string;
}

/** Query keys of my notification feed: one per user, not below an event (the feed spans my events). */
export const notificationKeys = {
  all: () => ['notifications'] as const,
  feed: () => [...notificationKeys.all(), 'feed'] as const,
  /** The badge: { unseen, lastNotificationDate }. */
  meta: () => [...notificationKeys.all(), 'meta'] as const,
};

/** The next page's cursor after the last page loaded, or none when the feed has no more. */
export function nextCursor(lastPage: NotificationFeed, pages: NotificationFeed[]): FeedCursor | undefined {
  if (!lastPage.more) return undefined;
  // The live merge (feedPages.ts) can leave the last page's items on an earlier page: the cursor
  // is the oldest item loaded, wherever it sits.
  const last = pages.findLast((page) => page.items.length > 0)?.items.at(-1);
  return last ? { before: last.dt, beforeId: last.id } : undefined;
}

/** GET /v1/notifications: my feed, newest first, NOTIFICATIONS_PER_LOAD (30) a page. */
export const feedQuery = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.feed(),
    queryFn: ({ pageParam, signal }) => api('notificationFeed', { query: pageParam ?? {}, signal }),
    initialPageParam: null as FeedCursor | null,
    getNextPageParam: (lastPage, pages) => nextCursor(lastPage, pages),
  });

/** Starts the feed's first page as /notifications is navigated to (its route's loader). */
export const prefetchFeed = () => prefetchInfinite(feedQuery());

/**
 * The badge's count. The meta topic's snapshot fills it (useUnseenCount), so the query runs only
 * when an event's marker moves: an announcement publishes no per-user meta (docs/notifications.md).
 */
export const metaQuery = () =>
  queryOptions({
    queryKey: notificationKeys.meta(),
    queryFn: async ({ signal }) => {
      const { unseen, lastNotificationDate } = await api('notificationFeed', { query: {}, signal });
      return { unseen, lastNotificationDate };
    },
  });

/** POST /v1/notifications/seen: tag ids seen; seenAll also moves lastNotificationDate (the badge). */
export const markSeen = (body: RouteBody<'notificationsSeen'>) => api('notificationsSeen', { body });
