import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { NotificationActivityMeta } from '@shared/schemas/notifications';
import { useFollowTopics, useTopicIntoCache } from '../../../api/liveQuery';
import { useSession } from '../../auth';
import { useMyEvents } from '../../events';
import { metaQuery, notificationKeys } from '../api';

/**
 * The unseen count the badges show (spec core §4: counted from lastNotificationDate), live: my
 * meta topic's values go into the badge's query (its snapshot is the first value, so nothing else
 * loads it). An event notification (announcement, poll) publishes no per-user meta, only the
 * event's marker (docs/notifications.md), so the marker of each of my events not finished moving
 * reloads the count and the feed, which an open /notifications page shows.
 */
export function useUnseenCount(): number {
  const client = useQueryClient();
  const userId = useSession((s) => (s.status === 'loggedIn' ? s.profile?.id : undefined));
  const meta = useQuery({ ...metaQuery(), enabled: false });
  useTopicIntoCache<NotificationActivityMeta, 'notificationMeta'>(
    notificationKeys.meta(),
    'notificationMeta',
    userId ? [{ userId }] : [],
    (_cached, value) => value,
  );

  // A finished event's announcements are rare; its new items show on the next load instead of
  // every past event of a long-time user holding a subscription.
  const events = (useMyEvents().data ?? []).filter((event) => !event.isFinished);
  const lastAt = useRef(new Map<string, number | null>());
  useFollowTopics(
    'eventActivity',
    events.map(({ id }) => ({ eventId: id })),
    (value, snapshot, { eventId }) => {
      const known = lastAt.current.get(eventId);
      lastAt.current.set(eventId, value.lastAt);
      // A snapshot is the state when following began, already in the count, unless it moved
      // while the socket was down (a reconnect's snapshot).
      if (snapshot && (known === undefined || known === value.lastAt)) return;
      void client.fetchQuery({ ...metaQuery(), staleTime: 0 });
      void client.invalidateQueries({ queryKey: notificationKeys.feed() });
    },
  );
  return meta.data?.unseen ?? 0;
}
