import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { timeAgo } from '@shared/rules/timeAgo';
import type { Notification } from '@shared/schemas/notifications';
import { NOTIFICATION_ICONS, notificationLink } from '../notificationView';
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
 * One feed item: what happened, in which event, when (relative up to a week, then the date; the
 * exact time on hover), read or unread; a link to where it leads, and opening it marks it read.
 */
export function NotificationItem({ item, eventName, now, onOpen }: NotificationItemProps) {
  const { t, i18n } = useTranslation();
  const Icon = NOTIFICATION_ICONS[item.type];
  const ago = timeAgo(item.dt, now);
  const when = ago
    ? new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' }).format(ago.value, ago.unit)
    : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(item.dt);
  const exact = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short' }).format(
    item.dt,
  );
  return (
    <Link
      to={notificationLink(item)}
      className={`${styles.item} ${item.seen ? '' : styles.unread}`}
      onClick={() => !item.seen && onOpen(item)}
      data-testid="notification"
    >
      <span className={styles.icon}>
        <Icon />
      </span>
      <span className={styles.body}>
        <span className={styles.title}>
          {!item.seen && <span className="visually-hidden">{t('notifications.unread')}: </span>}
          {t(`notifications.types.${item.type}`)}
        </span>
        <span className={styles.meta}>
          {eventName && <span className={styles.event}>{eventName}</span>}
          <time dateTime={new Date(item.dt).toISOString()} title={exact}>
            {when}
          </time>
        </span>
      </span>
      {!item.seen && <span className={styles.dot} aria-hidden="true" />}
    </Link>
  );
}
