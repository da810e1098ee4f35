import type { InfiniteData } from '@tanstack/react-query';
import type { Notification, NotificationFeed } from '@shared/schemas/notifications';

/** The feed as the page holds it: the pages loaded, each with the cursor it was asked with. */
export type FeedPages<P> = InfiniteData<NotificationFeed, P>;

/**
 * The notificationItems topic's first page put in place of the one loaded (docs/notifications.md).
 * Items of the old first page the new one pushed out (newer items arrived) stay after it rather
 * than drop: the second page was asked for before them, so neither page would hold them. Older
 * pages keep what they hold, less anything the new first page now has.
 */
export function withFirstPage<P>(
  cached: FeedPages<P> | undefined,
  first: NotificationFeed,
  firstParam: P,
): FeedPages<P> {
  if (!cached || cached.pages.length === 0) return { pages: [first], pageParams: [firstParam] };
  const fresh = new Set(first.items.map((item) => item.id));
  const [oldFirst, ...older] = cached.pages as [NotificationFeed, ...NotificationFeed[]];
  const pushedOut = oldFirst.items.filter((item) => !fresh.has(item.id));
  return {
    pages: [
      { ...first, items: [...first.items, ...pushedOut] },
      ...older.map((page) => ({ ...page, items: page.items.filter((item) => !fresh.has(item.id)) })),
    ],
    pageParams: cached.pageParams,
  };
}

/** The feed with these ids tagged seen (a click, Mark all as read) before the server answers. */
export function withSeen<P>(
  cached: FeedPages<P> | undefined,
  ids: readonly string[],
): FeedPages<P> | undefined {
  if (!cached || ids.length === 0) return cached;
  const seen = new Set(ids);
  return {
    ...cached,
    pages: cached.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (seen.has(item.id) && !item.seen ? { ...item, seen: true } : item)),
    })),
  };
}

/** Every item loaded, newest first. */
export const feedItems = (pages: readonly NotificationFeed[]): Notification[] =>
  pages.flatMap((page) => page.items);
