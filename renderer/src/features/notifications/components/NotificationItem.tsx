import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fullName } from '@shared/rules/personName';
import { timeAgo } from '@shared/rules/timeAgo';
import type { Notification } from '@shared/schemas/notifications';
import { Avatar } from '../../../ui/Avatar';
import { useTimeFormat } from '../../auth';
import { NOTIFICATION_ICONS, actorProfilePath, actorTextKey, notificationLink } from '../notificationView';
import styles from './NotificationItem.module.css';

export interface NotificationItemProps {
  item: Notification;
  /** The event's name, when it is one of my events. */
  eventName: string | undefined;
  now: number;
  /** Opening it reads it (tags it seen). */
  onOpen: (item: Notification) => void;
}

/**
 * One feed item: what happened and who did it (their photo, their name linking to their profile),
 * in which event, when (relative up to a week, then the date; the exact time on hover), read or
 * unread. The whole card opens where it leads, and opening it marks it read: a link laid over the
 * card, named by the sentence, beside the name's own link (a link may not hold another).
 */
export function NotificationItem({ item, eventName, now, onOpen }: NotificationItemProps) {
  const { t, i18n } = useTranslation();
  const time = useTimeFormat();
  const titleId = useId();
  const Icon = NOTIFICATION_ICONS[item.type];
  const ago = timeAgo(item.dt, now);
  const when = ago
    ? new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' }).format(ago.value, ago.unit)
    : time.format(item.dt, 'date');
  const exact = time.format(item.dt, 'full');
  const { actor } = item;
  const actorKey = actorTextKey(item);
  return (
    <div className={`${styles.item} ${item.seen ? '' : styles.unread}`} data-testid="notification">
      <span className={styles.icon}>
        {actor ? <Avatar name={fullName(actor)} src={actor.profilePhoto} size="lg" /> : <Icon />}
      </span>
      <span className={styles.body}>
        <span className={styles.title} id={titleId}>
          {!item.seen && <span className="visually-hidden">{t('notifications.unread')}: </span>}
          {actor && actorKey ? (
            <Trans
              i18nKey={actorKey}
              components={{
                person: (
                  <Link to={actorProfilePath(item, actor.participantId)} className={styles.person}>
                    {fullName(actor)}
                  </Link>
                ),
              }}
            />
          ) : (
            t(`notifications.types.${item.type}`)
          )}
        </span>
        <span className={styles.meta}>
          {eventName && <span className={styles.event}>{eventName}</span>}
          <time dateTime={new Date(item.dt).toISOString()} title={exact}>
            {when}
          </time>
        </span>
      </span>
      {!item.seen && <span className={styles.dot} aria-hidden="true" />}
      <Link
        to={notificationLink(item)}
        className={styles.open}
        aria-labelledby={titleId}
        onClick={() => !item.seen && onOpen(item)}
        data-testid="notification-open"
      />
    </div>
  );
}
