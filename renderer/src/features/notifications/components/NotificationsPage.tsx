import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@shared/schemas/notifications';
import { Button } from '../../../ui/Button';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Notice } from '../../../ui/Notice';
import { PageSpinner } from '../../../ui/Spinner';
import { useNow } from '../../../ui/useNow';
import { useMyEvents } from '../../events';
import { metaQuery } from '../api';
import { useFeed } from '../hooks/useFeed';
import { useMarkSeen } from '../hooks/useMarkSeen';
import { NotificationItem } from './NotificationItem';
import styles from './NotificationsPage.module.css';

/**
 * /notifications: my feed, newest first, 30 a load with Load more (spec core §4, §9). Having the
 * page open is having seen what it shows, so it clears the badge (seenAll, lastNotificationDate
 * now) on opening and whenever a new item arrives while it is open; items stay unread until
 * opened or Mark all as read (docs/notifications.md, "Renderer").
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const now = useNow();
  const feed = useFeed();
  const events = useMyEvents().data;
  const eventNames = useMemo(() => new Map(events?.map((e) => [e.id, e.name])), [events]);
  // The badge in the shell keeps the count live (useUnseenCount); the page only reads it.
  const unseen = useQuery({ ...metaQuery(), enabled: false }).data?.unseen ?? 0;
  const { mutate: markSeen, isPending: marking } = useMarkSeen();

  // On opening (once the count is known) and on each rise of it while the page is open.
  useEffect(() => {
    if (unseen > 0) markSeen({ seenAll: true });
  }, [unseen, markSeen]);

  const unreadIds = feed.items?.filter((item) => !item.seen).map((item) => item.id) ?? [];
  const open = (item: Notification) => markSeen({ ids: [item.id] });

  let content;
  if (!feed.items)
    content = feed.error ? (
      <LoadFailed
        title={t('notifications.loadError')}
        error={feed.error}
        onRetry={() => void feed.refetch()}
        className={styles.message}
      />
    ) : (
      <PageSpinner />
    );
  else if (feed.items.length === 0)
    content = (
      <Notice testId="notifications-empty" className={styles.message}>
        <p>{t('notifications.empty')}</p>
      </Notice>
    );
  else
    content = (
      <>
        <ul className={styles.list} aria-labelledby={titleId}>
          {feed.items.map((item) => (
            <li key={item.id}>
              <NotificationItem item={item} eventName={eventNames.get(item.eId)} now={now} onOpen={open} />
            </li>
          ))}
        </ul>
        {feed.isFetchNextPageError && (
          <LoadFailed
            title={t('notifications.moreError')}
            error={feed.error}
            onRetry={() => void feed.fetchNextPage()}
            className={styles.message}
          />
        )}
        {feed.hasNextPage && !feed.isFetchNextPageError && (
          <Button
            variant="secondary"
            className={styles.more}
            loading={feed.isFetchingNextPage}
            onClick={() => void feed.fetchNextPage()}
          >
            {t('notifications.loadMore')}
          </Button>
        )}
      </>
    );

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h1 id={titleId} ref={titleRef} tabIndex={-1}>
          {t('notifications.title')}
        </h1>
        {unreadIds.length > 0 && (
          <Button
            variant="secondary"
            size="small"
            disabled={marking}
            onClick={() => {
              markSeen({ ids: unreadIds, seenAll: true });
              // The button goes with the last unread item: keep the keyboard on the page.
              titleRef.current?.focus();
            }}
          >
            {t('notifications.markAllRead')}
          </Button>
        )}
      </header>
      {content}
    </section>
  );
}
